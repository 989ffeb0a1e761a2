import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { DataExportMutation } from '../../../__generated__/DataExportMutation.graphql';
import { useT } from '../../../app/language.ts';

/** Hands a text to the browser as a file download: a Blob, an object URL and a temporary <a download>. */
export function saveFile(content: string, contentType: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/** Everything the club's services hold about the person, downloaded as one JSON file. */
export function DataExport() {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const [exportData, exporting] = useMutation<DataExportMutation>(graphql`
    mutation DataExportMutation {
      viewerDataExport {
        __typename
        ... on DataExport {
          fileName
          contentType
          content
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const start = () => {
    if (exporting) return;
    setFailure(null);
    exportData({
      variables: {},
      onCompleted: ({ viewerDataExport: result }) => {
        if (result.__typename === 'DataExport') saveFile(result.content!, result.contentType!, result.fileName!);
        else setFailure(result.message ?? t('error.serverErrorText'));
      },
      onError: () => setFailure(t('error.serverErrorText')),
    });
  };
  return (
    <div className="account-action">
      <button type="button" className="secondary" aria-disabled={exporting} onClick={start}>
        {exporting ? t('account.export.running') : t('account.export.start')}
      </button>
      <p className="fine-print">{t('account.export.hint')}</p>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
