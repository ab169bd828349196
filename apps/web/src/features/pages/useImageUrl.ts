import { useEffect, useState } from 'react';

/**
 * An address an <img> can show a fetched image Blob at: an object URL
 * (released when the Blob changes or the component goes), or a data URL where
 * object URLs are not available. Screenshots need the signed-in person's token,
 * so they are fetched by the API client rather than linked.
 */
export function useImageUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    if (typeof URL.createObjectURL === 'function') {
      const objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
      return () => URL.revokeObjectURL(objectUrl);
    }
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setUrl(reader.result);
    };
    reader.readAsDataURL(blob);
    return () => {
      current = false;
    };
  }, [blob]);
  return url;
}
