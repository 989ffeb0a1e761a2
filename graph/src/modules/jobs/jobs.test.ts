import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';
import { toGlobalId } from '../../shared/relay.ts';

/**
 * The job portal through the graph against the real platform: postings (public, one call each per request),
 * the application's three steps (submit → upload at the platform → complete) with their typed errors, and
 * hostile input refused before a call.
 */
let platform: PlatformUnderTest;
let client: GraphClient;
let fanToken: string;
const ENGLISH = { 'accept-language': 'en' };

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  fanToken = (await signIn(platform.platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD)).access_token;
}, 60_000);
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
const run = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const result = await client.execute<Data>(query, variables, headers);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};

const SUBMIT = `mutation($input: JobApplicationSubmitInput!) { jobApplicationSubmit(input: $input) { __typename
  ... on JobApplicationSubmitSuccess { application { id internalId state totalBytes documents { fileName }
      posting { originId title } }
    upload { url token expiresAt maxDocuments maxTotalBytes } }
  ... on InvalidInputError { field } ... on JobApplicationError { field } ... on Error { code message } } }`;
const COMPLETE = `mutation($input: JobApplicationCompleteInput!) { jobApplicationComplete(input: $input) { __typename
  ... on JobApplicationCompleteSuccess { application { id state submittedAt totalBytes documents { fileName sizeBytes } } }
  ... on InvalidInputError { field } ... on JobApplicationError { field } ... on Error { code message } } }`;

let counter = 0;
function form(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    postingId: '20433',
    salutation: 'MR',
    firstName: 'Jonas',
    lastName: 'Weber',
    email: `jonas.weber${counter}@beispiel.example`,
    mobile: '+49 151 2345678',
    street: 'Am Stadion',
    number: '3',
    country: 'AUT',
    zip: '1010',
    city: 'Wien',
    birthday: '1990-05-01',
    desiredSalary: 52000,
    startDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    hasNoticePeriod: true,
    noticePeriodAmount: 6,
    noticePeriodUnit: 'WEEKS',
    noticePeriodReference: 'FIFTEENTH_OR_END_OF_MONTH',
    severelyDisabled: true,
    source: 'Vereinszeitung',
    privacyConsent: true,
    retentionConsent: true,
    ...overrides,
  };
}

const pdf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]);

describe('postings', () => {
  it('reads a posting, its company and the company’s postings, each public call once and without a token', async () => {
    const data = await run(
      `{ jobPosting(originId: "20433") { id originId title language languages employmentType startsOn weeklyHours open
          intro sections { heading items } contactName path company { key name openPostingCount } }
         jobCompanies { key name openPostingCount postings(first: 2) { totalCount edges { node { originId title } } } } }`,
      {},
      { authorization: `Bearer ${fanToken}` },
    );
    expect(data.jobPosting).toMatchObject({
      id: toGlobalId('JobPosting', '20433'),
      title: 'Athletiktrainer Nachwuchsleistungszentrum (m/w/d)',
      language: 'DE',
      languages: ['DE', 'EN'],
      employmentType: 'FULL_TIME',
      weeklyHours: 40,
      open: true,
      contactName: 'Dr. Miriam Özdemir',
      path: '/jobs/20433',
      company: { key: 'sc-suedstadt-1899-fussball-gmbh', openPostingCount: 3 },
    });
    expect(data.jobPosting.sections[0].heading).toBe('Deine Aufgaben');
    expect(data.jobCompanies).toHaveLength(4);
    expect(data.jobCompanies[1].postings.totalCount).toBe(3);
    expect(data.jobCompanies[1].postings.edges).toHaveLength(2);
    // One call per distinct public answer, none with the person's token (they are shared across requests).
    const calls = platform.callsTo('/jobs/');
    expect(calls.map((call) => call.url).sort()).toEqual(
      [
        '/jobs/v1/companies?language=de',
        '/jobs/v1/postings/20433?language=de',
        ...[
          'sc-suedstadt-1899-ev',
          'sc-suedstadt-1899-fussball-gmbh',
          'suedstadt-arena-betriebs-gmbh',
          'vereinsmuseum-suedstadt-ggmbh',
        ].map((company) => `/jobs/v1/postings?company=${company}&language=de&page=1&pageSize=50`),
      ].sort(),
    );
    expect(calls.every((call) => call.headers.authorization === undefined)).toBe(true);
  });

  it('answers in English where written, German otherwise, and null for what is not there', async () => {
    const data = await run(
      `{ english: jobPosting(originId: "20433") { title language path sections { heading } }
         germanOnly: jobPosting(originId: "20436") { title language languages }
         none: jobPosting(originId: "99999") { title }
         bad: jobPosting(originId: "../../etc") { title }
         closed: jobPosting(originId: "20399") { open }
         company: jobCompany(key: "suedstadt-arena-betriebs-gmbh") { name postings { edges { node { originId } } } }
         unknown: jobPostings(company: "gibt-es-nicht") { totalCount }
         hostile: jobPostings(company: "a\\u0000b") { totalCount } }`,
      {},
      ENGLISH,
    );
    expect(data.english).toMatchObject({
      title: 'Athletic coach, youth academy (m/f/d)',
      language: 'EN',
      path: '/career/20433',
    });
    expect(data.english.sections[0].heading).toBe('Your tasks');
    expect(data.germanOnly).toEqual({ title: 'Haustechniker Stadion (m/w/d)', language: 'DE', languages: ['DE'] });
    expect(data.none).toBeNull();
    expect(data.bad).toBeNull();
    expect(data.closed.open).toBe(false);
    expect(data.company.postings.edges.map((edge: Data) => edge.node.originId)).toEqual(['20437', '20436']);
    expect(data.unknown).toBeNull();
    expect(data.hostile).toBeNull();
    const node = await run(`query($id: ID!) { node(id: $id) { ... on JobPosting { originId } } }`, {
      id: toGlobalId('JobPosting', '20438'),
    });
    expect(node.node.originId).toBe('20438');
  });
});

describe('applications', () => {
  it('submits, uploads at the platform with the token, completes, and names the signed-in applicant', async () => {
    const started = (await run(SUBMIT, { input: form() }, { authorization: `Bearer ${fanToken}` }))
      .jobApplicationSubmit;
    expect(started).toMatchObject({
      __typename: 'JobApplicationSubmitSuccess',
      application: { state: 'DRAFT', totalBytes: 0, documents: [], posting: { originId: '20433' } },
      upload: { maxDocuments: 5, maxTotalBytes: 20 * 1024 * 1024 },
    });
    // The application call carried the person's token; the posting is read without one.
    const [apply] = platform.callsTo('/jobs/v1/postings/20433/applications');
    expect(apply!.headers.authorization).toBe(`Bearer ${fanToken}`);
    for (const name of ['Lebenslauf.pdf', 'Zeugnisse.pdf']) {
      const uploaded = await fetch(`${platform.platform.url}${started.upload.url}`, {
        method: 'POST',
        headers: { 'x-upload-token': started.upload.token, 'x-file-name': name },
        body: pdf(4000),
      });
      expect(uploaded.status).toBe(201);
    }
    const completed = (
      await run(COMPLETE, { input: { applicationId: started.application.id, uploadToken: started.upload.token } })
    ).jobApplicationComplete;
    expect(completed).toMatchObject({
      __typename: 'JobApplicationCompleteSuccess',
      application: {
        state: 'SUBMITTED',
        totalBytes: 2 * 4017,
        documents: [{ fileName: 'Lebenslauf.pdf' }, { fileName: 'Zeugnisse.pdf' }],
      },
    });
    // An application is not found by id: its holder has the token, not an account.
    const node = await run(`query($id: ID!) { node(id: $id) { id } }`, { id: started.application.id });
    expect(node.node).toBeNull();
    const again = (
      await run(
        COMPLETE,
        { input: { applicationId: started.application.internalId, uploadToken: started.upload.token } },
        ENGLISH,
      )
    ).jobApplicationComplete;
    expect(again).toMatchObject({
      __typename: 'JobApplicationError',
      code: 'JOB_APPLICATION_ALREADY_SUBMITTED',
      message: 'This application has already been submitted.',
    });
  });

  it('maps the platform’s refusals to typed errors at their fields', async () => {
    const refused = async (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
      (await run(SUBMIT, { input: form(overrides) }, headers)).jobApplicationSubmit;
    expect(await refused({ email: 'keine-adresse' })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'email',
    });
    expect(await refused({ privacyConsent: false })).toMatchObject({ field: 'privacyConsent' });
    expect(await refused({ hasNoticePeriod: false })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'noticePeriodAmount',
    });
    expect(await refused({ birthday: '2020-01-01' })).toMatchObject({ field: 'birthday' });
    expect(await refused({ desiredSalary: 5_000_000 })).toMatchObject({ field: 'desiredSalary' });
    expect(await refused({ postingId: '20399' }, ENGLISH)).toMatchObject({
      __typename: 'JobApplicationError',
      code: 'JOB_POSTING_CLOSED',
      message: 'This job is no longer taking applications.',
      field: 'postingId',
    });
    expect(await refused({ postingId: '99999' })).toMatchObject({ __typename: 'NotFoundError' });
    // Documents missing, another application's token, and a token that is not one.
    const mine = (await run(SUBMIT, { input: form() })).jobApplicationSubmit;
    const theirs = (await run(SUBMIT, { input: form() })).jobApplicationSubmit;
    const complete = async (applicationId: string, uploadToken: string) =>
      (await run(COMPLETE, { input: { applicationId, uploadToken } })).jobApplicationComplete;
    expect(await complete(mine.application.id, mine.upload.token)).toMatchObject({
      code: 'JOB_DOCUMENTS_MISSING',
      field: 'documents',
      message: 'Bitte lade mindestens ein Dokument (PDF) hoch.',
    });
    expect(await complete(mine.application.id, theirs.upload.token)).toMatchObject({
      code: 'JOB_UPLOAD_TOKEN_INVALID',
    });
    expect(await complete(mine.application.id, 'a.b')).toMatchObject({ code: 'JOB_UPLOAD_TOKEN_INVALID' });
  });

  it('refuses hostile input before calling the platform', async () => {
    platform.reset();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'x'.repeat(101) }, 'firstName'],
      [{ comments: 'a\u0000b' }, 'comments'],
      [{ street: '\u001b[2J' }, 'street'],
      [{ postingId: '../../carts/self' }, 'postingId'],
      [{ postingId: toGlobalId('Product', 1001) }, 'postingId'],
    ];
    for (const [overrides, field] of cases) {
      const answer = (await run(SUBMIT, { input: form(overrides) })).jobApplicationSubmit;
      expect(answer, JSON.stringify(overrides)).toMatchObject({ __typename: 'InvalidInputError', field });
    }
    for (const [applicationId, uploadToken, field] of [
      ['kein-uuid', 'a.b', 'applicationId'],
      [toGlobalId('JobPosting', '20433'), 'a.b', 'applicationId'],
      ['00000000-0000-4000-8000-000000000000', 'mit leerzeichen', 'uploadToken'],
      ['00000000-0000-4000-8000-000000000000', 'x'.repeat(201), 'uploadToken'],
    ]) {
      const answer = (await run(COMPLETE, { input: { applicationId, uploadToken } })).jobApplicationComplete;
      expect(answer).toMatchObject({ __typename: 'InvalidInputError', field });
    }
    expect(platform.callsTo('/jobs/')).toEqual([]);
  });
});
