import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import '../catalog.ts'
import './field.css'
import './language-switch.css'
import { switchLocale } from '../i18n/catalogs.ts'
import { LOCALES, type Locale } from '../i18n/locale.ts'

/** Each language by its own name, so a member finds theirs whatever the page speaks. */
const NAMES: Record<Locale, string> = { en: 'English', ko: '한국어' }

/** Picks the language of every text, remembered on this device (landing, settings). */
export function LanguageSwitch() {
  const { t, i18n } = useLingui()
  const id = useId()
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        className="select"
        value={i18n.locale}
        onChange={(event) => void switchLocale(event.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}
