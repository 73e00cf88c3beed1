// Switches between light and dark; the choice is remembered, "system" follows the OS.
import { useTheme } from '../lib/theme';

/** The button says what a press will do ("Light mode" while dark), as a switch's label should. */
export function ThemeToggle() {
  const { theme, setChoice } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      title={`Switch to ${next} mode`}
      onClick={() => setChoice(next)}
    >
      <span aria-hidden="true">{next === 'dark' ? '☾' : '☀'}</span>{' '}
      {/* On a phone only the sign shows; the words stay the button's name. */}
      <span className="header-tool__words">{next === 'dark' ? 'Dark mode' : 'Light mode'}</span>
    </button>
  );
}
