import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx'
import './settings-lists.css'

/** The language of every text, remembered on this device (PRODUCT.md §2: settings and landing). */
export function LanguageSection() {
  return (
    <section className="screen settings-list settings-language">
      <LanguageSwitch />
    </section>
  )
}
