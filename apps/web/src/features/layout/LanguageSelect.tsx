import { Select } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { loadDateLocale } from '../../lib/dateLocale';
import { languageNames, languages, toLanguage } from '../../lib/i18nConfig';

const options = languages.map((value) => ({ value, label: languageNames[value] }));

/**
 * The six interface languages, each by its own name. Changing it switches the
 * interface at once and is remembered in this browser.
 */
export function LanguageSelect({ hint, name = 'language' }: { hint?: string; name?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      label={t('language.label')}
      hint={hint}
      name={name}
      options={options}
      value={toLanguage(i18n.resolvedLanguage ?? i18n.language)}
      // The dates' locale first, so the screen switches in one step instead of waiting on it.
      onChange={(value) =>
        void loadDateLocale(value)
          .catch(() => undefined)
          .then(() => i18n.changeLanguage(value))
      }
    />
  );
}
