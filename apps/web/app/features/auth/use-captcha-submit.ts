import { useState, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import { executeRecaptcha, readRecaptchaConfig, recaptchaErrorMessage, type RecaptchaAction } from './recaptcha';

/**
 * The captcha hook point of a sign-in form. With captcha off (no site key, the default) it does
 * nothing and the form posts as usual, with or without JavaScript. With a site key it stops the
 * post, asks reCAPTCHA v3 for a token, and posts the form with `captchaToken` added.
 */
export function useCaptchaSubmit(action: RecaptchaAction) {
  const submit = useSubmit();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const config = readRecaptchaConfig();
    if (!config) return;
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    setError(null);
    setPending(true);
    executeRecaptcha(config, action)
      .then((token) => {
        formData.set('captchaToken', token);
        return submit(formData, { method: 'post' });
      })
      .catch((failure: unknown) => setError(recaptchaErrorMessage(failure)))
      .finally(() => setPending(false));
  };

  return { onSubmit, error, pending };
}
