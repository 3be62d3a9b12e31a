import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useApiClient, useEndpointMutation, useUploadField } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import {
  FILE_VISIBILITY,
  staffProfileEndpoints as E,
  type AuthProfile,
  type StaffProfileBody,
  storedFilePath,
} from '@platform/contract';
import {
  FactList,
  Form,
  FormTextField,
  PageTitle,
  PhotoField,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { staffProfileSchema } from '@platform/validation';

/* A staff user's own profile (issue 17 item 9; spec §2 `/my-profile`, `/profile-edit`), added by the shell to the
 * portals whose definition sets `staffProfile`. The password changes through the provider's update-password action. */

/** The staff user's photo: the shared photo field over the staff photo call; the header follows at once. */
function StaffPhotoField({ user }: { user: AuthProfile }) {
  const gateway = useApiClient().baseURL;
  const { setProfile } = useAuth();
  const localName = useLocalName();
  const uploader = useUploadField();
  const { trigger, isMutating } = useEndpointMutation(E.updateStaffPhoto);
  return (
    <PhotoField
      name={localName(user.full_name, user.full_name_en)}
      src={
        user.photo_file_id ? `${gateway}${storedFilePath(user.photo_file_id, FILE_VISIBILITY.PUBLIC)}` : null
      }
      uploader={uploader}
      save={async (fileId) => setProfile(await trigger({ body: { file_id: fileId } }))}
      saving={isMutating}
    />
  );
}

/** `/my-profile`: who the signed-in staff user is, their photo, and the ways to edit the profile and the password. */
export function StaffProfilePage() {
  const t = useTranslate();
  const toast = useToast();
  const { user, updatePassword } = useAuth();
  const [starting, setStarting] = useState(false);
  if (!user) return null;

  async function changePassword() {
    setStarting(true);
    try {
      await updatePassword();
    } catch (error) {
      setStarting(false);
      toast.error(error);
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="shell.profile.title" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
          <StaffPhotoField user={user} />
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <FactList
              rows={[
                [t('users.fields.full_name'), user.full_name, 'bn'],
                [t('users.fields.full_name_en'), user.full_name_en, 'en'],
                [t('users.fields.designation'), user.designation],
                [t('shell.profile.username'), user.username],
                [t('shell.profile.email'), user.email],
              ]}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button component={RouterLink} to="/profile-edit" variant="contained">
                {t('shell.profile.edit')}
              </Button>
              <Button variant="outlined" disabled={starting} onClick={() => void changePassword()}>
                {t('shell.profile.change_password')}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}

/** `/profile-edit`: names and designation, with their rules shown before the first error. */
export function StaffProfileEditPage() {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const { user, setProfile } = useAuth();
  const { trigger, isMutating } = useEndpointMutation(E.updateStaffProfile);
  if (!user) return null;

  async function save(values: StaffProfileBody) {
    setProfile(await trigger({ body: values }));
    toast.success('shell.profile.saved');
    navigate('/my-profile');
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="shell.profile.edit_title" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Form
          schema={staffProfileSchema}
          defaultValues={{
            full_name: user.full_name,
            full_name_en: user.full_name_en ?? '',
            designation: user.designation ?? '',
          }}
          onSubmit={save}
          labelId="shell.profile.edit_title"
          confirmLeave
        >
          <FormTextField
            name="full_name"
            labelId="users.fields.full_name"
            helperId="shell.profile.name_rule"
            required
          />
          <FormTextField
            name="full_name_en"
            labelId="users.fields.full_name_en"
            helperId="shell.profile.optional_rule"
          />
          <FormTextField
            name="designation"
            labelId="users.fields.designation"
            helperId="shell.profile.optional_rule"
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={isMutating}>
              {t('common.save')}
            </Button>
            <Button component={RouterLink} to="/my-profile">
              {t('common.cancel')}
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}
