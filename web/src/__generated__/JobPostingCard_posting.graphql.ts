/**
 * @generated SignedSource<<c1fac4cf33ed89db73f78120dd2fd1a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JobEmploymentType = "APPRENTICESHIP" | "FULL_TIME" | "INTERNSHIP" | "MINI_JOB" | "PART_TIME" | "WORKING_STUDENT";
export type Language = "DE" | "EN" | "JA";
import type { FragmentRefs } from "relay-runtime";
export type JobPostingCard_posting$data = {
  readonly company: {
    readonly name: string;
  };
  readonly employmentType: JobEmploymentType;
  readonly language: Language;
  readonly location: string;
  readonly originId: string;
  readonly startsOn: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "JobPostingCard_posting";
};
export type JobPostingCard_posting$key = {
  readonly " $data"?: JobPostingCard_posting$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobPostingCard_posting">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobPostingCard_posting",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "employmentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "JobCompany",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "JobPosting",
  "abstractKey": null
};

(node as any).hash = "44a752bb52f29291b717ee6e681fafe3";

export default node;
