import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen: "Screen · Spyglass". */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const product = t('productName');
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}
