import type { SaysoCommand, SaysoOptions } from '@sayso/sdk';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

type PreviewWindow = Window & { Sayso?: SaysoCommand };

// A bare phone-sized page; the widget is added to it the way a customer's site adds it.
const PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:${theme.colors.surfaceMuted};color:${theme.colors.textBody}">
<div style="height:48px;background:${theme.colors.surface};border-bottom:1px solid ${theme.colors.border}"></div>
<div style="padding:16px">
<div style="height:18px;width:60%;background:${theme.colors.border};border-radius:6px;margin-bottom:12px"></div>
<div style="height:10px;background:${theme.colors.border};border-radius:6px;margin-bottom:8px"></div>
<div style="height:10px;width:85%;background:${theme.colors.border};border-radius:6px;margin-bottom:8px"></div>
<div style="height:120px;background:${theme.colors.border};border-radius:10px;margin-top:16px"></div>
</div></body></html>`;

/**
 * The real widget, live: a phone-sized same-origin frame loads /sdk/v1/sayso.js exactly as a
 * pasted snippet does (queue stub first, then the script), and every settings change calls
 * `Sayso('init', …)` again, which updates the launcher. A frame keeps the launcher off the
 * dashboard itself and gives the spec's mobile view; the queue is set up from here because
 * the page's CSP forbids inline scripts.
 */
export function WidgetPreview({ options, origin }: { options: SaysoOptions; origin: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const key = JSON.stringify(options);

  useEffect(() => {
    const win = frame.current?.contentWindow as PreviewWindow | null | undefined;
    if (!loaded || !win) return;
    if (!win.Sayso) {
      const queue: IArguments[] = [];
      win.Sayso = Object.assign(
        function stub() {
          // biome-ignore lint/complexity/noArguments: the SDK's queue holds `arguments`, as its stub does
          queue.push(arguments);
        },
        { q: queue },
      ) as unknown as SaysoCommand;
      const script = win.document.createElement('script');
      script.src = `${origin}/sdk/v1/sayso.js`;
      script.async = true;
      win.document.body.append(script);
    }
    win.Sayso('init', { ...(JSON.parse(key) as SaysoOptions), baseUrl: origin });
  }, [loaded, key, origin]);

  return (
    <Figure>
      <Phone>
        <Frame
          ref={frame}
          title="Feedback button preview (mobile view)"
          srcDoc={PAGE}
          onLoad={() => setLoaded(true)}
        />
      </Phone>
      <Caption>Live preview, mobile view. Click the button to try it.</Caption>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
`;

const Phone = styled.div`
  width: 300px;
  max-width: 100%;
  padding: 10px;
  border-radius: 32px;
  background: ${theme.inverse.surface};
  box-shadow: ${theme.shadow.lg};
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 520px;
  border: 0;
  border-radius: 22px;
  background: ${theme.colors.surfaceMuted};
`;

const Caption = styled.figcaption`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
  text-align: center;
`;
