import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { hasErrors, serverFieldErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { createCompanyRequest } from './api/create-company';
import { useSlugAvailability } from './api/slug-availability';
import { proposeAddress } from './lib/address';
import { validateSignupCompany, validateSignupUser } from './validation';

export type SignupStep = 'user' | 'company';

/** Who signs up: an owner (an account and its company), a board's visitor (an account only). */
export type SignupAudience = 'owner' | 'visitor';

/** A server message worth showing (a 4xx names the problem); network failures read plainly. */
const reason = (error: unknown) =>
  error instanceof ApiError && error.status >= 500 ? undefined : errorMessage(error, '') || undefined;

/**
 * The one sign-up flow behind /signup and the /auth Register tab (spec section 4): the
 * account first, and the company only once that succeeded. A signed-in user without a
 * company skips straight to the company. `onDone` gets the new company's slug, or null;
 * `onStart` runs as the account is being created, so the page stops treating the user as
 * one who arrived signed in.
 */
export function useSignup(
  onDone: (slug: string | null) => void,
  onStart?: () => void,
  audience: SignupAudience = 'owner',
) {
  const { user, signup, refresh } = useAuth();
  const { toast } = useToast();
  const [tab, setTab] = useState<SignupStep>('user');
  const [busy, setBusy] = useState<SignupStep | null>(null);
  const account = useFormState({ name: '', email: '', username: '', password: '' });
  const company = useFormState({ companyName: '', address: '', description: '' });
  // The address follows the company name until the owner edits it (issue 26).
  const [addressEdited, setAddressEdited] = useState(false);
  const address = addressEdited ? company.values.address : proposeAddress(company.values.companyName);
  const addressCheck = useSlugAvailability(address);
  const setAddress = (value: string) => {
    setAddressEdited(true);
    company.setValues((current) => ({ ...current, address: value }));
    company.setErrors((current) => ({ ...current, address: undefined }));
  };

  const fail = (title: string, error?: unknown) => {
    toast({ title, description: reason(error), variant: 'destructive' });
    setBusy(null);
  };

  /** Creates the account unless one is signed in (a retry after a failed company step). */
  const createUser = async (): Promise<boolean> => {
    if (user) return true;
    const result = validateSignupUser(account.values);
    account.setErrors(result.errors ?? {});
    if (!result.data) return false;
    onStart?.();
    try {
      await signup(result.data);
      return true;
    } catch (error) {
      account.showServerErrors(error);
      fail('Failed to create account. Please try again.', error);
      return false;
    }
  };

  /**
   * Create Account. An owner's account comes with its company (issue 26: the Get Started path
   * used to end on the marketing page without one), so valid user info moves on to the company
   * step; a board's visitor is done here.
   */
  const submitUser = async () => {
    if (audience === 'owner' && !user) {
      const result = validateSignupUser(account.values);
      account.setErrors(result.errors ?? {});
      if (result.data) setTab('company');
      return;
    }
    setBusy('user');
    if (!(await createUser())) return setBusy(null);
    toast({ title: 'Welcome to Sayso!', description: 'Your account has been created.', variant: 'success' });
    onDone(null);
  };

  const submitCompany = async () => {
    const userErrors = user ? {} : (validateSignupUser(account.values).errors ?? {});
    if (hasErrors(userErrors)) {
      account.setErrors(userErrors);
      toast({ title: 'Please fill out the user information correctly', variant: 'destructive' });
      setTab('user');
      return;
    }
    const companyErrors = { ...validateSignupCompany(company.values), address: addressProblem() };
    company.setErrors(companyErrors);
    if (hasErrors(companyErrors)) return;
    setBusy('company');
    try {
      if (!(await createUser())) return setBusy(null);
      let slug: string;
      try {
        const description = company.values.description.trim();
        slug = await createCompanyRequest({
          name: company.values.companyName.trim(),
          address,
          ...(description ? { description } : {}),
        });
      } catch (error) {
        // The server names the company's fields as its API does: `name` is this form's companyName.
        const issues = serverFieldErrors<'name' | 'address' | 'description'>(error);
        if (hasErrors(issues))
          company.setErrors({
            companyName: issues.name,
            address: issues.address,
            description: issues.description,
          });
        return fail('Failed to create company. Please try again.', error);
      }
      await refresh();
      toast({
        title: 'Your feedback page is ready',
        description: 'Share it with your customers to start collecting ideas.',
        variant: 'success',
      });
      onDone(slug);
    } catch (error) {
      fail('Failed to complete signup process. Please try again.', error);
    }
  };

  /** The address's refusal as last checked; the server checks again on submit. */
  function addressProblem(): string | undefined {
    if (!address) return 'Please choose an address for your board';
    if (addressCheck.slug === address && 'reason' in addressCheck) return addressCheck.reason;
    return undefined;
  }

  return {
    tab,
    setTab,
    busy,
    account,
    company,
    address: { value: address, set: setAddress, check: addressCheck },
    submitUser,
    submitCompany,
  };
}
