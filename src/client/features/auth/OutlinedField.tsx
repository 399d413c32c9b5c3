import { useState } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * A labelled text field drawn like MUI's outlined TextField (floating label, notched outline; styles in
 * components/publicStyles.ts), in plain React for the login screens.
 */
export function OutlinedField({ id, label, value, onChange, type = 'text', placeholder, autoComplete, autoFocus }: Props) {
  const [focused, setFocused] = useState(false);
  const shrink = focused || value !== '';
  return (
    <div className={`pf-field${shrink ? ' pf-shrink' : ''}${focused ? ' pf-focused' : ''}`}>
      <label htmlFor={id} id={`${id}-label`} className="pf-label">
        {label}
      </label>
      <div className="pf-box">
        <input
          id={id}
          name={id}
          type={type}
          className="pf-input"
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        <fieldset aria-hidden="true" className="pf-outline">
          <legend className="pf-legend">
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
