import type { Company } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { boardKeys } from '@/lib/board/board-api';
import { theme } from '@/styles/theme';
import { deleteCompany } from '../api/settings-api';

/** 'Delete Company' (DESIGN.md section 3): the owner types the name, then everything goes. */
export function DangerZone({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  return (
    <Zone as="section" aria-labelledby="danger-zone-title">
      <CardHeader>
        <CardTitle id="danger-zone-title">Danger Zone</CardTitle>
        <CardDescription>
          Deleting the company removes its page, every idea, vote, comment and image. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete Company
        </Button>
      </CardBody>
      <DeleteCompanyDialog company={company} open={open} onClose={() => setOpen(false)} />
    </Zone>
  );
}

function DeleteCompanyDialog({
  company,
  open,
  onClose,
}: {
  company: Company;
  open: boolean;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const { toast } = useToast();
  const { refresh } = useAuth();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const matches = typed.trim() === company.name.trim();

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!matches) return;
    setPending(true);
    try {
      await deleteCompany(company.id);
    } catch (error) {
      setPending(false);
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to delete the company'),
        variant: 'destructive',
      });
      return;
    }
    navigate(paths.home(), { replace: true });
    // Forget the deleted company so no page shows it from the cache, and learn that the
    // user no longer owns one (isCompanyOwner false, companySlug null).
    await Promise.all([
      mutate(boardKeys.company(company.slug), undefined, { revalidate: false }),
      mutate(boardKeys.companies),
      refresh(),
    ]);
    toast({
      title: 'Company deleted',
      description: `${company.name} and all its data have been deleted.`,
      variant: 'success',
    });
  }

  const close = () => {
    if (pending) return;
    setTyped('');
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Delete Company"
      description={`This permanently deletes ${company.name} with all its ideas, votes, comments and images.`}
    >
      <Form onSubmit={confirm}>
        <Input
          label={
            <>
              Type <strong>{company.name}</strong> to confirm
            </>
          }
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Buttons>
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={!matches} loading={pending}>
            Delete Company
          </Button>
        </Buttons>
      </Form>
    </Dialog>
  );
}

const Zone = styled(Card)`
  border-color: ${theme.colors.dangerBorder};
  h3 { color: ${theme.colors.danger}; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;
