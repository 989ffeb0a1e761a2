import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import type { ProfilePageUpdateMutation } from '../../__generated__/ProfilePageUpdateMutation.graphql';
import { localeOf, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { showToast } from '../../app/toast.ts';
import { i18next } from '../../i18n/index.ts';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { DataExport } from './components/DataExport.tsx';
import { DeletionDialog } from './components/DeletionDialog.tsx';
import { VideoSubscriptions } from './components/VideoSubscriptions.tsx';
import { ProfileForm, profileSchema, type ProfileValues } from './forms/ProfileForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const profilePageQuery = graphql`
  query ProfilePageQuery($language: Language!, $signedIn: Boolean!) {
    ...AccountLayout_query
    viewer {
      ...VideoSubscriptions_viewer
      person @include(if: $signedIn) {
        firstName
        lastName
        birthday
        partnerIdentityNumber
        mobile
        phone
        profileLanguage
      }
    }
  }
`;

/**
 * Personal data (spec 2 section 2): name, date of birth and EF number as they are on file (changed by
 * support only), mobile, phone and the profile language to change; the video subscription; the data
 * export and account deletion. A changed profile language switches the portal to it.
 */
export function ProfilePage() {
  const data = usePageQuery<ProfilePageQuery>(profilePageQuery);
  const t = useT();
  return (
    <AccountLayout
      query={data}
      section="account"
      personal="account"
      title={t('account.profile.title')}
      alternates={pathsIn(paths.account)}
      personOnly
    >
      {() =>
        data.viewer.person && (
          <>
            <PersonalData person={data.viewer.person} />
            <VideoSubscriptions viewer={data.viewer} />
            <section className="account-section" aria-labelledby="data-title">
              <h2 id="data-title">{t('account.dataTitle')}</h2>
              <DataExport />
              <div className="account-action">
                <DeletionDialog />
                <p className="fine-print">{t('account.deletion.hint')}</p>
              </div>
            </section>
          </>
        )
      }
    </AccountLayout>
  );
}

type Person = NonNullable<ProfilePageQuery['response']['viewer']['person']>;

function PersonalData({ person }: { person: Person }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      mobile: person.mobile ?? '',
      phone: person.phone ?? '',
      profileLanguage: person.profileLanguage === 'EN' ? 'EN' : 'DE',
    },
  });
  const [update, saving] = useMutation<ProfilePageUpdateMutation>(graphql`
    mutation ProfilePageUpdateMutation($input: ProfileUpdateInput!) {
      profileUpdate(input: $input) {
        __typename
        ... on ProfileUpdated {
          person {
            mobile
            phone
            profileLanguage
          }
        }
        ... on InvalidInputError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const birthday =
    person.birthday &&
    new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${person.birthday}T00:00:00Z`),
    );

  const onSubmit = (values: ProfileValues) => {
    if (saving) return;
    const before = person.profileLanguage;
    update({
      variables: { input: values },
      onCompleted: ({ profileUpdate: result }) => {
        if (result.__typename === 'ProfileUpdated') {
          const saved = result.person!;
          form.reset({ mobile: saved.mobile ?? '', phone: saved.phone ?? '', profileLanguage: values.profileLanguage });
          const switchTo = saved.profileLanguage === 'EN' ? 'en' : 'de';
          // The confirmation in the language the portal is about to show.
          const changed = saved.profileLanguage !== before && switchTo !== language;
          showToast({ message: i18next.t('account.saved', { lng: changed ? switchTo : language }) });
          if (changed) void navigate(paths.account(switchTo));
          return;
        }
        if (result.__typename === 'InvalidInputError' && (result.field === 'mobile' || result.field === 'phone')) {
          form.setError(result.field, { message: result.message ?? '' }, { shouldFocus: true });
          return;
        }
        form.setError('root', { message: result.message ?? t('error.serverErrorText') });
      },
      onError: () => form.setError('root', { message: t('error.serverErrorText') }),
    });
  };

  const refusal = form.formState.errors.root?.message;
  return (
    <>
      <section className="account-section" aria-labelledby="person-title">
        <h2 id="person-title">{t('account.profile.personTitle')}</h2>
        <dl className="account-facts">
          <div>
            <dt>{t('account.profile.name')}</dt>
            <dd>{`${person.firstName} ${person.lastName}`.trim() || '–'}</dd>
          </div>
          <div>
            <dt>{t('account.profile.birthday')}</dt>
            <dd>{birthday || '–'}</dd>
          </div>
          <div>
            <dt>{t('account.profile.partnerIdentityNumber')}</dt>
            <dd>{person.partnerIdentityNumber ?? '–'}</dd>
          </div>
        </dl>
        <p className="fine-print">{t('account.profile.viaSupport')}</p>
      </section>
      <section className="account-section">
        {refusal && (
          <p className="notice warning" role="alert">
            {refusal}
          </p>
        )}
        <ProfileForm form={form} onSubmit={onSubmit} saving={saving} />
      </section>
    </>
  );
}
