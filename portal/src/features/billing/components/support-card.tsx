import { hasEntitlement, type PlanId, supportRequestSchema } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/field';
import { PlanGate } from '@/components/ui/plan-gate';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { type FieldErrors, hasErrors, serverFieldErrors, validate } from '@/lib/form-errors';
import { theme } from '@/styles/theme';
import { sendSupportRequest } from '../api/support-api';

type Field = 'subject' | 'message';

/**
 * 'Support' (Priority support, Pro and Business): a message e-mailed to the operator of this
 * Sayso, who answers the owner's address. Below Pro the form is greyed under the upgrade note,
 * and the public FAQ is the help on offer.
 */
export function SupportCard({ plan }: { plan: PlanId }) {
  const allowed = hasEntitlement(plan, 'prioritySupport');
  return (
    <Card as="section" aria-labelledby="support-title">
      <CardHeader>
        <CardTitle id="support-title">Support</CardTitle>
        <CardDescription>
          {allowed
            ? 'Write to us and we answer your account e-mail, ahead of the queue.'
            : 'Priority e-mail support comes with Pro and Business.'}
        </CardDescription>
      </CardHeader>
      <CardBody>
        {!allowed && (
          <Muted>
            Questions? The <a href={paths.section('faq')}>frequently asked questions</a> answer the most
            common ones.
          </Muted>
        )}
        <PlanGate plan={plan} entitlement="prioritySupport">
          <SupportForm />
        </PlanGate>
      </CardBody>
    </Card>
  );
}

function SupportForm() {
  const { toast } = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ subject: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate<unknown, Field>(supportRequestSchema, values);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setSending(true);
    try {
      await sendSupportRequest(supportRequestSchema.parse(values));
      setValues({ subject: '', message: '' });
      toast({
        title: 'Message sent',
        description: 'We will answer your account e-mail.',
        variant: 'success',
      });
    } catch (failure) {
      const issues = serverFieldErrors<Field>(failure);
      if (hasErrors(issues)) return setErrors(issues);
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Your message could not be sent'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Form onSubmit={submit} noValidate aria-label="Support">
      <Input
        label="Subject"
        maxLength={120}
        value={values.subject}
        error={errors.subject}
        onChange={change('subject')}
      />
      <Textarea
        label="Message"
        rows={5}
        maxLength={5000}
        value={values.message}
        error={errors.message}
        onChange={change('message')}
      />
      <div>
        <Button type="submit" loading={sending}>
          Send
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Muted = styled.p`
  margin-bottom: ${theme.space[3]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};

  a { color: ${theme.colors.brandDark}; font-weight: ${theme.font.weight.semibold}; }
`;
