import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { storedPathOf } from '../../contract/uploads';
import { useStoredFileUrl } from './useStoredFileUrl';

/**
 * An account's avatar: an image of the console's store is fetched with the token (an
 * <img> cannot send it), an https:// address is shown as it is, anything else gives
 * the initial-less placeholder rather than a broken image.
 */
export function StoredAvatar({ url, ...props }: { url: string | null | undefined } & Omit<AvatarProps, 'src'>) {
  const stored = url && storedPathOf(url, 'image') ? url : undefined;
  const file = useStoredFileUrl(stored);
  const src = file.status === 'ready' ? file.objectUrl : url?.startsWith('https://') ? url : undefined;
  return <Avatar src={src} {...props} />;
}
