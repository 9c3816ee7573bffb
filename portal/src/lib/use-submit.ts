import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';

/**
 * Runs a form's call: busy while it runs; a 400's field messages go to the fields (useFormState's
 * showServerErrors), any other failure to the one toast. Resolves true when the call succeeded.
 */
export function useSubmit(showServerErrors: (error: unknown) => boolean, failureTitle: string) {
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const run = async (call: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      return true;
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          title: failureTitle,
          description: errorMessage(error, failureTitle),
          variant: 'destructive',
        });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
