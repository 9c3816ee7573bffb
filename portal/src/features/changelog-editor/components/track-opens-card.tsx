import { useState } from 'react';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { saveChangelogSettings, useChangelogSettings } from '../api/changelog-api';

/**
 * "Track e-mail opens": off by default, since the open pixel is a tracker the company must choose.
 * Saved at once on toggle; the switch follows the server's answer, never its own guess.
 */
export function TrackOpensCard({ companyId }: { companyId: number }) {
  const settings = useChangelogSettings(companyId);
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function toggle(trackOpens: boolean) {
    setBusy(true);
    try {
      await settings.mutate(await saveChangelogSettings(companyId, { trackOpens }), { revalidate: false });
      toast({
        title: trackOpens ? 'E-mail opens are tracked' : 'E-mail opens are no longer tracked',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save the setting'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="changelog-opens-title">
      <CardHeader>
        <CardTitle id="changelog-opens-title">E-mail opens</CardTitle>
        <CardDescription>
          Adds an invisible image to each entry's e-mail, so the list shows how many were opened. Counts only
          readers whose e-mail app loads images.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <Checkbox
          asSwitch
          label="Track e-mail opens"
          checked={settings.data?.trackOpens ?? false}
          disabled={!settings.data || busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
      </CardBody>
    </Card>
  );
}
