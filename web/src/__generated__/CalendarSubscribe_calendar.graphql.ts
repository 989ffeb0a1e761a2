/**
 * @generated SignedSource<<aed5148d97428945273810e6abfcaa83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CalendarSubscribe_calendar$data = {
  readonly googleUrl: string;
  readonly icsUrl: string;
  readonly webcalUrl: string;
  readonly " $fragmentType": "CalendarSubscribe_calendar";
};
export type CalendarSubscribe_calendar$key = {
  readonly " $data"?: CalendarSubscribe_calendar$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarSubscribe_calendar">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarSubscribe_calendar",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "icsUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "googleUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "webcalUrl",
      "storageKey": null
    }
  ],
  "type": "SiteCalendar",
  "abstractKey": null
};

(node as any).hash = "a0ca7908705d884c011ce50dd464d723";

export default node;
