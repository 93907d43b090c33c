import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectDocuments } from '../../db/schema';

export type ProjectDocumentRow = typeof projectDocuments.$inferSelect;

/**
 * Records a document the platform made itself (the key information sheet of a project page): the
 * back office owns project documents (decision 0027), and this is the one write another module
 * makes. The storage key is unique: when someone recorded the same file a moment before, theirs is
 * returned.
 */
export async function recordGeneratedDocument(
  db: Db,
  values: Pick<
    typeof projectDocuments.$inferInsert,
    'projectId' | 'kind' | 'locale' | 'version' | 'title' | 'storageKey' | 'mimeType' | 'sizeBytes' | 'createdAt'
  >,
): Promise<ProjectDocumentRow> {
  const [inserted] = await db.insert(projectDocuments).values(values).onConflictDoNothing({ target: projectDocuments.storageKey }).returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(projectDocuments).where(eq(projectDocuments.storageKey, values.storageKey)).limit(1);
  return existing!;
}
