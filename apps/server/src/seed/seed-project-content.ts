import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../db/client';
import { projectComments, projectDocuments, projects, projectUpdates, users } from '../db/schema';
import { newStorageKey, type FileStorage } from '../modules/files/storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Six-locale texts of the demo updates (the project page falls back to English for a missing one). */
const UPDATES = {
  works: {
    title: {
      en: 'Construction works have started',
      lt: 'Prasidėjo statybos darbai',
      pl: 'Rozpoczęły się prace budowlane',
      lv: 'Sākušies būvdarbi',
      bg: 'Строителните работи започнаха',
      pt: 'As obras começaram',
    },
    body: {
      en: 'The contractor has taken over the site and the first deliveries of equipment have arrived. Works follow the agreed schedule.',
      lt: 'Rangovas perėmė statybvietę, atvyko pirmosios įrangos siuntos. Darbai vyksta pagal sutartą grafiką.',
      pl: 'Wykonawca przejął plac budowy i dotarły pierwsze dostawy sprzętu. Prace przebiegają zgodnie z harmonogramem.',
      lv: 'Būvuzņēmējs ir pārņēmis būvlaukumu, un ir saņemtas pirmās iekārtu piegādes. Darbi notiek saskaņā ar grafiku.',
      bg: 'Изпълнителят пое обекта и пристигнаха първите доставки на оборудване. Работите вървят по график.',
      pt: 'O empreiteiro assumiu a obra e chegaram as primeiras entregas de equipamento. Os trabalhos seguem o calendário acordado.',
    },
  },
  debtor: {
    title: {
      en: 'Quarterly report of the borrower',
      lt: 'Paskolos gavėjo ketvirčio ataskaita',
      pl: 'Raport kwartalny pożyczkobiorcy',
      lv: 'Aizņēmēja ceturkšņa pārskats',
      bg: 'Тримесечен отчет на кредитополучателя',
      pt: 'Relatório trimestral do mutuário',
    },
    body: {
      en: 'Revenue for the quarter was 8% above plan. All installments have been paid on time.',
      lt: 'Ketvirčio pajamos 8 % viršijo planą. Visos įmokos sumokėtos laiku.',
      pl: 'Przychody w kwartale były o 8% wyższe od planu. Wszystkie raty zapłacono w terminie.',
      lv: 'Ceturkšņa ieņēmumi bija par 8 % lielāki nekā plānots. Visi maksājumi veikti laikā.',
      bg: 'Приходите за тримесечието са с 8% над плана. Всички вноски са платени навреме.',
      pt: 'As receitas do trimestre ficaram 8% acima do plano. Todas as prestações foram pagas a tempo.',
    },
  },
};

async function demoValuationPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595.28, 841.89]);
  page.drawText('Valuation report (demo)', { x: 50, y: 780, size: 18, font });
  page.drawText(title.replace(/[^\x20-\x7e]/g, '?'), { x: 50, y: 750, size: 11, font });
  pdf.setTitle('Valuation report (demo)');
  return Buffer.from(await pdf.save());
}

/**
 * Demo content of the project pages: updates, a borrower update, questions with answers, one
 * hidden question, and a valuation report (only when a storage is given, since the file must exist).
 */
export async function seedProjectContent(db: Db, options: { now?: Date; storage?: FileStorage } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['operator@demo.invest', 'investor@demo.invest', 'lemonway@demo.invest']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const operator = idOf('operator@demo.invest');
  const investor = idOf('investor@demo.invest');
  const lemonway = idOf('lemonway@demo.invest');
  const rows = await db.select({ id: projects.id, slug: projects.slug, status: projects.status }).from(projects);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);

  for (const project of rows.filter((p) => ['GATHERING', 'FUNDED', 'ACTIVE'].includes(p.status))) {
    await db.insert(projectUpdates).values({
      projectId: project.id,
      kind: 'update',
      title: UPDATES.works.title,
      body: UPDATES.works.body,
      createdByUserId: operator ?? null,
      createdAt: at(3),
    });
    if (project.status === 'ACTIVE') {
      await db.insert(projectUpdates).values({
        projectId: project.id,
        kind: 'debtor',
        title: UPDATES.debtor.title,
        body: UPDATES.debtor.body,
        createdByUserId: operator ?? null,
        createdAt: at(10),
      });
    }
    if (investor && operator) {
      await db.insert(projectComments).values([
        {
          projectId: project.id,
          userId: investor,
          body: 'Is the collateral valued by an independent valuer, and when was the valuation made?',
          answer: 'Yes. The valuation was made by a certified independent valuer two months before the project opened; the report is in the documents.',
          answeredByUserId: operator,
          answeredAt: at(4),
          createdAt: at(5),
        },
        ...(lemonway
          ? [
              { projectId: project.id, userId: lemonway, body: 'Can the borrower repay the loan early, and is there a fee for that?', createdAt: at(2) },
              {
                projectId: project.id,
                userId: lemonway,
                body: 'Hidden by moderation: this question contained personal data.',
                hiddenAt: at(1),
                createdAt: at(1),
              },
            ]
          : []),
      ]);
    }
    if (options.storage) {
      const bytes = await demoValuationPdf(project.slug);
      const storageKey = newStorageKey();
      await options.storage.put(storageKey, Readable.from(bytes));
      await db.insert(projectDocuments).values({
        projectId: project.id,
        kind: 'valuation',
        locale: null,
        version: 1,
        title: 'Valuation report',
        storageKey,
        mimeType: 'application/pdf',
        sizeBytes: bytes.length,
        createdAt: at(20),
      });
    }
  }
}
