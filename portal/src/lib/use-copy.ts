import { useToast } from '@/components/ui/toast';

/** Copies text; falls back to a hidden textarea where the async clipboard is refused. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Older browsers, or a permission refusal: try the selection route below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy refused');
}

/** Copy with the confirmation toast every copy action of the Share tab shows. */
export function useCopy() {
  const { toast } = useToast();
  return async (text: string, what: string) => {
    try {
      await copyText(text);
      toast({ title: 'Copied!', description: `${what} copied to your clipboard`, variant: 'success' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the text and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
}
