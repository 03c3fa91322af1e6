/**
 * The image address rule (spec section 7): a value starting with http is used as is. With a
 * non-local storage base, a value containing a slash is appended to the base and a bare file name
 * becomes production/{communityId}/{type}/{file} (it needs communityId and type, or a warning is
 * logged and the address is empty). With a local storage base the address is {type}/{file}, under
 * the base.
 */
/** Where the API serves the images it stores (DATA_DIR/uploads/<type>/<file>). */
export const LOCAL_UPLOADS_BASE = '/uploads/';

/** The folder of each kind of stored image. */
export const imageTypes = {
  news: 'news',
  posts: 'community-posts',
  avatars: 'avatars',
  events: 'events',
  courses: 'courses',
  instructors: 'instructors',
} as const;

interface ImageUrlOptions {
  /** Where images are served from, e.g. '/uploads/' (local) or 'https://cdn.example.org/'. */
  base: string;
  /** True when the base is this server's own upload folder. */
  local: boolean;
  communityId?: string | null;
  /** The folder of the kind of image: 'news', 'avatars', 'community-posts'… */
  type?: string;
  warn?: (message: string) => void;
}

export function imageUrl(value: string | null | undefined, options: ImageUrlOptions): string {
  if (!value) return '';
  if (value.startsWith('http')) return value;
  const base = options.base.endsWith('/') ? options.base : `${options.base}/`;
  const file = value.replace(/^\/+/, '');
  if (options.local) {
    if (file.includes('/')) return `${base}${file}`;
    if (!options.type) {
      (options.warn ?? console.warn)(`imageUrl: missing type for ${value}`);
      return '';
    }
    return `${base}${options.type}/${file}`;
  }
  if (file.includes('/')) return `${base}${file}`;
  if (!options.communityId || !options.type) {
    (options.warn ?? console.warn)(`imageUrl: missing communityId or type for ${value}`);
    return '';
  }
  return `${base}production/${options.communityId}/${options.type}/${file}`;
}

/** Where the API serves avatars without a session (as the prayers client asks them). */
export const AVATARS_PATH = '/api/avatars/';
