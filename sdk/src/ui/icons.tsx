/** A 24px stroked icon (its stroke set in ui/styles); decorative, the button around it carries the name. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

export const ChatIcon = () => <Icon d="M21 12a8 8 0 0 1-11.7 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />;
export const CloseIcon = () => <Icon d="M6 6l12 12M18 6 6 18" />;
