import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { DataExportMutation } from '../../../__generated__/DataExportMutation.graphql';
import { useT } from '../../../app/language.ts';
import { saveFile } from '../../../components/saveFile.ts';

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
        if (result.__typename === 'DataExport')
          saveFile(new Blob([result.content!], { type: result.contentType! }), result.fileName!);
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
