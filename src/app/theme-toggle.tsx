// Switches between light and dark; the choice is remembered, "system" follows the OS.
import { useTheme } from '../lib/theme';

export function ThemeToggle() {
  const { theme, setChoice } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={theme === 'dark'}
      onClick={() => setChoice(next)}
      title={`Switch to ${next} mode`}
    >
      {theme === 'dark' ? '☾ Dark' : '☀ Light'}
    </button>
  );
}
