// Switches between light and dark; the choice is remembered, "system" follows the OS.
import { useTheme } from '../lib/theme';

export function ThemeToggle() {
  const { theme, setChoice } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      onClick={() => setChoice(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span> Dark mode
    </button>
  );
}
