import { type PublicUser, updateProfileSchema } from '@sayso/api/contract';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { validate } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { useSubmit } from '@/lib/use-submit';
import { updateProfileRequest } from '../api/account-api';
import { SettingsCard } from './settings-card';

/** Change the display name. */
export function ProfileCard({ user }: { user: PublicUser }) {
  const { refresh } = useAuth();
  const { toast } = useToast();
  const { values, setErrors, bind, showServerErrors } = useFormState({ name: user.name });
  const { busy, run } = useSubmit(showServerErrors, 'Could not save your name');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(updateProfileSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    const input = result.data;
    await run(async () => {
      await updateProfileRequest(input);
      await refresh();
      toast({ title: 'Saved', description: 'Your name has been updated', variant: 'success' });
    });
  };

  return (
    <SettingsCard id="profile" title="Profile" description="The name shown on your ideas and comments.">
      <Form onSubmit={onSubmit} noValidate aria-label="Profile">
        <Input label="Name" autoComplete="name" {...bind('name')} />
        <div>
          <Button type="submit" loading={busy}>
            Save name
          </Button>
        </div>
      </Form>
    </SettingsCard>
  );
}
