import { useNavigation } from 'react-router';

/** True while this page's form post (optionally: with this intent) is on its way, up to the redirect after it. */
export function usePosting(intent?: string): boolean {
  const navigation = useNavigation();
  if (!navigation.formData || navigation.formMethod?.toUpperCase() !== 'POST') return false;
  return intent === undefined || navigation.formData.get('intent') === intent;
}
