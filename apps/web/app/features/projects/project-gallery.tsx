import { Group, UnstyledButton } from '../../components/ui/boxes';
import type { ProjectData } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';

/** Full-size photo with thumbnails to switch between them (keyboard: thumbnails are buttons). */
export function ProjectGallery({ photos }: { photos: ProjectData['photos'] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = photos[index];
  if (!current) return null;
  return (
    <figure className="gallery" aria-label={t('project.gallery.label')}>
      <img
        className="gallery__main"
        src={current.url}
        alt={current.alt}
        width={current.width}
        height={current.height}
        fetchPriority="high"
        data-testid="project-photo"
      />
      {photos.length > 1 && (
        <Group gap="xs" mt="xs" className="gallery__thumbs">
          {photos.map((photo, i) => (
            <UnstyledButton
              key={photo.id}
              onClick={() => setIndex(i)}
              aria-label={t('project.gallery.show', { number: i + 1, total: photos.length })}
              aria-pressed={i === index}
              className="gallery__thumb"
            >
              <img src={photo.thumbnailUrl} alt="" width={96} height={64} loading="lazy" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </figure>
  );
}
