import { type Company, updateCompanySchema } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { boardKeys } from '@/lib/board/board-api';
import { collectErrors, type FieldErrors, hasErrors, serverFieldErrors } from '@/lib/form-errors';
import { theme } from '@/styles/theme';
import { updateCompany } from '../api/settings-api';
import { ImageUploadField } from './image-upload-field';

type Errors = FieldErrors<'name' | 'description' | 'websiteUrl'>;

/** 'Company Profile': name, description, website, logo and cover; Save Changes (spec section 2). */
export function CompanyProfileForm({ company }: { company: Company }) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const { refresh } = useAuth();
  const [name, setName] = useState(company.name);
  const [description, setDescription] = useState(company.description ?? '');
  const [websiteUrl, setWebsiteUrl] = useState(company.websiteUrl ?? '');
  const [logoUrl, setLogoUrl] = useState(company.logoUrl);
  const [coverImageUrl, setCoverImageUrl] = useState(company.coverImageUrl);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's schema gives the messages ('Company name is required', 'Please enter a valid URL').
    const parsed = updateCompanySchema.safeParse({
      name,
      description: description.trim() || null,
      websiteUrl,
      logoUrl,
      coverImageUrl,
    });
    if (!parsed.success) {
      setErrors(collectErrors<keyof Errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await updateCompany(company.id, parsed.data);
      await Promise.all([mutate(boardKeys.company(company.slug)), mutate(boardKeys.companies), refresh()]);
      toast({ title: 'Success', description: 'Company profile updated successfully', variant: 'success' });
    } catch (error) {
      const issues = serverFieldErrors<keyof Errors>(error);
      if (hasErrors(issues)) return setErrors(issues);
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update company information'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="company-profile-title">
      <CardHeader>
        <CardTitle id="company-profile-title">Company Profile</CardTitle>
        <CardDescription>How your company appears on its public feedback page.</CardDescription>
      </CardHeader>
      <CardBody>
        <Form onSubmit={submit} noValidate aria-labelledby="company-profile-title">
          <Input
            label="Company name"
            required
            value={name}
            maxLength={100}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <Textarea
            label="Description"
            value={description}
            maxLength={500}
            error={errors.description}
            hint="A sentence or two about your product."
            onChange={(event) => setDescription(event.target.value)}
          />
          <Input
            label="Website URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            value={websiteUrl}
            error={errors.websiteUrl}
            onChange={(event) => setWebsiteUrl(event.target.value)}
          />
          <ImageUploadField
            type="logo"
            label="Logo"
            recommended="Recommended: 200x200 px, square."
            value={logoUrl}
            companySlug={company.slug}
            companyName={name || company.name}
            onChange={setLogoUrl}
          />
          <ImageUploadField
            type="cover"
            label="Cover image"
            recommended="Recommended: 1200x400 px."
            value={coverImageUrl}
            companySlug={company.slug}
            companyName={name || company.name}
            onChange={setCoverImageUrl}
          />
          <div>
            <Button type="submit" loading={saving}>
              Save Changes
            </Button>
          </div>
        </Form>
      </CardBody>
    </Card>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
`;
