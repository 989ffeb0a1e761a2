import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type {
  JobApplicationPageCompleteMutation,
  JobApplicationPageCompleteMutation$data,
} from '../../__generated__/JobApplicationPageCompleteMutation.graphql';
import type { JobApplicationPageQuery } from '../../__generated__/JobApplicationPageQuery.graphql';
import type {
  JobApplicationPageSubmitMutation,
  JobApplicationPageSubmitMutation$data,
  JobApplicationSubmitInput,
} from '../../__generated__/JobApplicationPageSubmitMutation.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { addDocuments, removeDocument, totalBytes, uploadDocument, uploadRefusals } from './documents.ts';
import {
  emptyApplication,
  JobApplicationForm,
  jobApplicationSchema,
  type JobApplicationValues,
} from './forms/JobApplicationForm.tsx';
import { sizeText } from './jobFormat.ts';
import './jobs.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const jobApplicationPageQuery = graphql`
  query JobApplicationPageQuery($originId: String!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    jobPosting(originId: $originId, language: $language) {
      id
      originId
      title
      open
      company {
        name
      }
    }
    viewer {
      person @include(if: $signedIn) {
        firstName
        lastName
        email
        mobile
        birthday
      }
    }
  }
`;

/** Where the submission stands (spec 2 section 4: sending, uploading documents, verifying). */
type Phase = 'idle' | 'sending' | 'uploading' | 'verifying' | 'done';
type Draft = {
  applicationId: string;
  upload: { url: string; token: string };
  values: string;
  uploaded: Map<File, string>;
};
type SubmitResult = JobApplicationPageSubmitMutation$data['jobApplicationSubmit'];
type CompleteResult = JobApplicationPageCompleteMutation$data['jobApplicationComplete'];
const FORM_FIELDS = new Set(Object.keys(emptyApplication()));

/** Applying for a job (/jobs/{originId}/bewerben, /career/{originId}/apply): anyone may; signed in, prefilled. */
export function JobApplicationPage() {
  const data = usePageQuery<JobApplicationPageQuery>(jobApplicationPageQuery);
  const { originId = '' } = useParams();
  const language = useLanguage();
  const t = useT();
  const alternates = pathsIn((other) => paths.jobApply(other, originId));
  const posting = data.jobPosting;
  if (!posting) {
    return (
      <Shell query={data} alternates={alternates}>
        <NotFoundMessage text={t('jobs.notFound')} home={{ path: paths.jobs(language), label: t('jobs.title') }} />
      </Shell>
    );
  }
  const title = t('jobs.applyFor', { title: posting.title });
  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta
        title={title}
        description={t('jobs.applyDescription', { company: posting.company.name })}
        alternates={alternates}
        noindex
      />
      <div className="jobs-page job-application">
        <nav aria-label={t('content.breadcrumb')} className="breadcrumb">
          <Link to={paths.job(language, posting.originId)}>← {posting.title}</Link>
        </nav>
        <h1>{title}</h1>
        <p className="lead">{posting.company.name}</p>
        {posting.open ? (
          <Application postingId={posting.id} person={data.viewer.person ?? null} />
        ) : (
          <p className="notice warning">{t('jobs.closed')}</p>
        )}
      </div>
    </Shell>
  );
}

function Application({
  postingId,
  person,
}: {
  postingId: string;
  person: {
    firstName: string;
    lastName: string;
    email?: string | null | undefined;
    mobile?: string | null | undefined;
    birthday?: string | null | undefined;
  } | null;
}) {
  const t = useT();
  const language = useLanguage();
  const form = useForm<JobApplicationValues>({
    resolver: zodResolver(jobApplicationSchema),
    defaultValues: emptyApplication(
      person
        ? {
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email ?? '',
            mobile: person.mobile ?? '',
            birthday: person.birthday ?? '',
          }
        : {},
    ),
  });
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [phase, setPhase] = useState<Phase>('idle');
  const [sent, setSent] = useState<number[]>([]);
  const [done, setDone] = useState<{ email: string; documents: number }>();
  const draft = useRef<Draft | null>(null);
  // The file field takes the focus for its error once the form is enabled again.
  const focusFiles = useRef(false);
  useEffect(() => {
    if (phase !== 'idle' || !focusFiles.current) return;
    focusFiles.current = false;
    document.getElementById('job-documents')?.focus();
  }, [phase]);
  const [submitApplication] = useMutation<JobApplicationPageSubmitMutation>(graphql`
    mutation JobApplicationPageSubmitMutation($input: JobApplicationSubmitInput!) {
      jobApplicationSubmit(input: $input) {
        __typename
        ... on JobApplicationSubmitSuccess {
          application {
            id
            internalId
          }
          upload {
            url
            token
          }
        }
        ... on InvalidInputError {
          field
        }
        ... on JobApplicationError {
          code
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [completeApplication] = useMutation<JobApplicationPageCompleteMutation>(graphql`
    mutation JobApplicationPageCompleteMutation($input: JobApplicationCompleteInput!) {
      jobApplicationComplete(input: $input) {
        __typename
        ... on JobApplicationCompleteSuccess {
          application {
            id
            state
            documents {
              fileName
            }
          }
        }
        ... on InvalidInputError {
          field
        }
        ... on JobApplicationError {
          code
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const submit = (input: JobApplicationSubmitInput) =>
    new Promise<SubmitResult>((resolve, reject) =>
      submitApplication({
        variables: { input },
        onCompleted: (answer) => resolve(answer.jobApplicationSubmit),
        onError: reject,
      }),
    );
  const complete = (applicationId: string, uploadToken: string) =>
    new Promise<CompleteResult>((resolve, reject) =>
      completeApplication({
        variables: { input: { applicationId, uploadToken } },
        onCompleted: (answer) => resolve(answer.jobApplicationComplete),
        onError: reject,
      }),
    );

  /** A typed error at its field: a form field, the documents, or the form as a whole. */
  const showRefusal = (result: { field?: string; message?: string; code?: string }) => {
    const message = result.message || t('error.serverErrorText');
    if (result.field === 'documents') {
      setFileError(message);
      focusFiles.current = true;
    } else if (result.field && FORM_FIELDS.has(result.field))
      form.setError(result.field as keyof JobApplicationValues, { message }, { shouldFocus: true });
    else form.setError('root', { message });
    // A token that is no longer good: the next try starts a new application.
    if (result.code === 'JOB_UPLOAD_TOKEN_EXPIRED' || result.code === 'JOB_UPLOAD_TOKEN_INVALID') draft.current = null;
  };

  const onSubmit = async (values: JobApplicationValues) => {
    if (phase !== 'idle') return;
    if (files.length === 0) {
      setFileError(t('jobs.files.required'));
      document.getElementById('job-documents')?.focus();
      return;
    }
    setFileError(undefined);
    try {
      // Step 1 (sending): the form, unless the draft of an earlier try has exactly these values.
      const key = JSON.stringify(values);
      if (!draft.current || draft.current.values !== key) {
        setPhase('sending');
        const parsed = jobApplicationSchema.parse(values);
        const result = await submit({
          postingId,
          salutation: parsed.salutation,
          title: parsed.title || null,
          firstName: parsed.firstName,
          lastName: parsed.lastName,
          email: parsed.email,
          mobile: parsed.mobile,
          street: parsed.street,
          number: parsed.number,
          additional: parsed.additional || null,
          country: parsed.country,
          zip: parsed.zip,
          city: parsed.city,
          birthday: parsed.birthday,
          desiredSalary: parsed.desiredSalary ? Number(parsed.desiredSalary) : null,
          startDate: parsed.startDate,
          hasNoticePeriod: parsed.hasNoticePeriod,
          noticePeriodAmount: parsed.hasNoticePeriod ? Number(parsed.noticePeriodAmount) : null,
          noticePeriodUnit: parsed.hasNoticePeriod ? (parsed.noticePeriodUnit as 'DAYS') : null,
          noticePeriodReference: parsed.hasNoticePeriod ? (parsed.noticePeriodReference as 'ANY_DAY') : null,
          severelyDisabled: parsed.severelyDisabled,
          source: parsed.source || null,
          comments: parsed.comments || null,
          privacyConsent: parsed.privacyConsent,
          retentionConsent: parsed.retentionConsent,
        });
        if (result.__typename !== 'JobApplicationSubmitSuccess' || !result.application || !result.upload) {
          showRefusal(result as never);
          return setPhase('idle');
        }
        draft.current = {
          applicationId: result.application.id,
          upload: { url: result.upload.url, token: result.upload.token },
          values: key,
          uploaded: new Map(),
        };
      }
      // Step 2 (uploading): each file not uploaded yet, straight to the platform, with real progress.
      const current = draft.current!;
      setPhase('uploading');
      for (const [file, documentId] of [...current.uploaded]) {
        if (!files.includes(file)) {
          await removeDocument(current.upload, documentId);
          current.uploaded.delete(file);
        }
      }
      setSent(files.map((file) => (current.uploaded.has(file) ? file.size : 0)));
      for (const [index, file] of files.entries()) {
        if (current.uploaded.has(file)) continue;
        const outcome = await uploadDocument(current.upload, file, (loaded) =>
          setSent((before) =>
            before.map((value, position) => (position === index ? Math.min(loaded, file.size) : value)),
          ),
        );
        if (!outcome.ok) {
          const key = outcome.errorCode ? uploadRefusals[outcome.errorCode] : undefined;
          setFileError(key ? t(key) : t('jobs.files.uploadFailed', { name: file.name }));
          focusFiles.current = true;
          return setPhase('idle');
        }
        current.uploaded.set(file, outcome.documentId);
      }
      // Step 3 (verifying): the platform checks the documents and submits.
      setPhase('verifying');
      const result = await complete(current.applicationId, current.upload.token);
      if (result.__typename !== 'JobApplicationCompleteSuccess') {
        showRefusal(result as never);
        return setPhase('idle');
      }
      setDone({ email: values.email, documents: result.application?.documents.length ?? files.length });
      setPhase('done');
    } catch {
      form.setError('root', { message: t('error.serverErrorText') });
      setPhase('idle');
    }
  };

  if (phase === 'done' && done) {
    return (
      <section className="job-done" aria-labelledby="job-done-title">
        <h2 id="job-done-title" tabIndex={-1} ref={(element) => element?.focus()}>
          {t('jobs.done.title')}
        </h2>
        <p>{t('jobs.done.text', { email: done.email, count: done.documents })}</p>
        <Link to={paths.jobs(language)}>{t('jobs.done.more')}</Link>
      </section>
    );
  }

  const total = totalBytes(files);
  const uploadedBytes = sent.reduce((sum, value) => sum + value, 0);
  const progress =
    phase === 'idle' ? null : (
      <div className="job-progress" role="status" aria-live="polite">
        <p>
          <strong>{t(`jobs.phase.${phase}`)}</strong>
        </p>
        {phase !== 'sending' && (
          <>
            <progress
              max={Math.max(total, 1)}
              value={phase === 'verifying' ? total : uploadedBytes}
              aria-label={t('jobs.phase.total')}
            />
            <p className="fine-print">
              {t('jobs.phase.bytes', {
                sent: sizeText(phase === 'verifying' ? total : uploadedBytes, language),
                total: sizeText(total, language),
              })}
            </p>
            <ul className="job-progress-files">
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  <span>{file.name}</span>
                  <progress
                    max={Math.max(file.size, 1)}
                    value={phase === 'verifying' ? file.size : (sent[index] ?? 0)}
                    aria-label={t('jobs.phase.file', { name: file.name })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );

  return (
    <JobApplicationForm
      form={form}
      onSubmit={(values) => void onSubmit(values)}
      files={files}
      onFilesAdded={(added) =>
        void addDocuments(files, added).then(({ files: kept, error }) => {
          setFiles(kept);
          setFileError(error ? t(error) : undefined);
        })
      }
      onFileRemoved={(index) => {
        setFiles(files.filter((_file, position) => position !== index));
        setFileError(undefined);
      }}
      fileError={fileError}
      busy={phase !== 'idle'}
      progress={progress}
    />
  );
}
