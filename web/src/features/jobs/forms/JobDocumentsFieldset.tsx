/**
 * The application's documents (spec 2 section 3): the PDF file field, the files chosen so far with their size
 * and a button to remove each, and their total. Apart from the form's fields (JobApplicationForm.tsx) because
 * the files are no form values: the page holds them, checks them (documents.ts) and uploads them.
 */
import { useLanguage, useT } from '../../../app/language.ts';
import { MAX_DOCUMENTS, totalBytes } from '../documents.ts';
import { sizeText } from '../jobFormat.ts';

export function JobDocumentsFieldset({
  files,
  onFilesAdded,
  onFileRemoved,
  fileError,
  busy,
}: {
  files: readonly File[];
  onFilesAdded: (files: File[]) => void;
  onFileRemoved: (index: number) => void;
  fileError: string | undefined;
  busy: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const fileErrorId = 'job-documents-error';
  return (
    <fieldset disabled={busy}>
      <legend>{t('jobs.form.documents')}</legend>
      <div className="field">
        <label htmlFor="job-documents">{t('jobs.form.documentsLabel')}</label>
        <p className="fine-print" id="job-documents-hint">
          {t('jobs.form.documentsHint', { max: MAX_DOCUMENTS })}
        </p>
        <input
          id="job-documents"
          type="file"
          multiple
          accept="application/pdf,.pdf"
          aria-invalid={Boolean(fileError)}
          aria-describedby={`job-documents-hint${fileError ? ` ${fileErrorId}` : ''}`}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            // The same file may be chosen again after it was removed.
            event.target.value = '';
            if (chosen.length > 0) onFilesAdded(chosen);
          }}
        />
        {fileError && (
          <p className="field-error" id={fileErrorId} role="alert">
            {fileError}
          </p>
        )}
        {files.length > 0 && (
          <ul className="job-files" aria-label={t('jobs.form.chosenFiles')}>
            {files.map((file, index) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                <span className="job-file-name">{file.name}</span>
                <span className="fine-print">{sizeText(file.size, language)}</span>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onFileRemoved(index)}
                  aria-label={t('jobs.form.removeFile', { name: file.name })}
                >
                  {t('jobs.form.remove')}
                </button>
              </li>
            ))}
            <li className="fine-print">
              {t('jobs.form.totalSize', { size: sizeText(totalBytes(files), language), max: '20 MB' })}
            </li>
          </ul>
        )}
      </div>
    </fieldset>
  );
}
