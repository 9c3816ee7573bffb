import { identifyOriginsSchema } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { saveIdentifyOrigins } from '../api/identify-api';
import { FormStack } from './credential-parts';

/** The host origins allowed to identify people, one a line; none means any page. */
export function IdentifyOriginsForm(props: { companyId: number; origins: string[]; onSaved: () => unknown }) {
  const { toast } = useToast();
  const [text, setText] = useState(props.origins.join('\n'));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const origins = text
      .split(/\s+/)
      .map((line) => line.trim())
      .filter(Boolean);
    const parsed = identifyOriginsSchema.safeParse({ origins });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      await saveIdentifyOrigins(props.companyId, parsed.data.origins);
      await props.onSaved();
      toast({ title: 'Origins saved', variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save the origins'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit} noValidate aria-label="Allowed origins">
      <Textarea
        label="Allowed origins (optional)"
        hint="One a line, like https://app.example.com. Leave empty to accept tokens from any page."
        rows={3}
        value={text}
        error={error}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <Button type="submit" variant="outline" loading={busy}>
          Save origins
        </Button>
      </div>
    </FormStack>
  );
}
