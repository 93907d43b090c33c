import type { NoticeAudience, NoticeKind, NoticeTexts, NoticeTone } from '@platform/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notices } from '../db/schema';

interface SeededNotice {
  kind: NoticeKind;
  tone: NoticeTone;
  audience: NoticeAudience;
  startsAt: string;
  endsAt: string;
  dismissible: boolean;
  videoUrl: string | null;
  texts: Required<NoticeTexts>;
}

/**
 * The spec's time-limited alerts and modal (section 4, "Modals and notices"), once hard-coded in the
 * web app, as operator-scheduled notices whose windows have passed (decision 0045). The end instants
 * are the spec's, in the platform's time zone (+03:00 in summer); the starts are ours.
 */
export const SEEDED_NOTICES: readonly SeededNotice[] = [
  {
    kind: 'alert',
    tone: 'info',
    audience: 'everyone',
    startsAt: '2025-07-28T18:00:00+03:00',
    endsAt: '2025-07-29T08:00:00+03:00',
    dismissible: true,
    videoUrl: null,
    texts: {
      en: {
        title: 'Payment provider maintenance',
        body: 'Our payment provider is carrying out maintenance until 29 July, 08:00. Deposits and withdrawals may be delayed until then.',
      },
      lt: {
        title: 'Mokėjimų paslaugų teikėjo priežiūros darbai',
        body: 'Mūsų mokėjimų paslaugų teikėjas atlieka priežiūros darbus iki liepos 29 d. 08:00. Iki tol įmokos ir išmokos gali vėluoti.',
      },
      pl: {
        title: 'Prace serwisowe dostawcy płatności',
        body: 'Nasz dostawca płatności prowadzi prace serwisowe do 29 lipca, godz. 08:00. Do tego czasu wpłaty i wypłaty mogą być opóźnione.',
      },
      lv: {
        title: 'Maksājumu pakalpojumu sniedzēja apkope',
        body: 'Mūsu maksājumu pakalpojumu sniedzējs veic apkopi līdz 29. jūlijam plkst. 08:00. Līdz tam iemaksas un izmaksas var kavēties.',
      },
      bg: {
        title: 'Поддръжка при доставчика на плащания',
        body: 'Нашият доставчик на плащания извършва поддръжка до 29 юли, 08:00 ч. Дотогава вноските и тегленията може да се забавят.',
      },
      pt: {
        title: 'Manutenção do prestador de pagamentos',
        body: 'O nosso prestador de pagamentos está em manutenção até 29 de julho, às 08:00. Até lá, os depósitos e levantamentos podem sofrer atrasos.',
      },
    },
  },
  {
    kind: 'alert',
    tone: 'success',
    audience: 'users',
    startsAt: '2025-05-01T00:00:00+03:00',
    endsAt: '2025-05-31T23:59:59+03:00',
    dismissible: true,
    videoUrl: null,
    texts: {
      en: { title: 'A €2 bonus with a promo code', body: 'Enter the promo code BONUS2 when you invest before 31 May and receive a €2 bonus.' },
      lt: { title: '2 € premija su nuolaidos kodu', body: 'Investuodami iki gegužės 31 d. įveskite nuolaidos kodą BONUS2 ir gaukite 2 € premiją.' },
      pl: { title: 'Premia 2 € z kodem promocyjnym', body: 'Podaj kod promocyjny BONUS2 przy inwestycji przed 31 maja i otrzymaj premię 2 €.' },
      lv: { title: '2 € bonuss ar akcijas kodu', body: 'Ievadiet akcijas kodu BONUS2, ieguldot līdz 31. maijam, un saņemiet 2 € bonusu.' },
      bg: { title: 'Бонус от 2 € с промокод', body: 'Въведете промокода BONUS2, когато инвестирате преди 31 май, и получете бонус от 2 €.' },
      pt: { title: 'Bónus de 2 € com código promocional', body: 'Introduza o código promocional BONUS2 ao investir até 31 de maio e receba um bónus de 2 €.' },
    },
  },
  {
    kind: 'modal',
    tone: 'info',
    audience: 'everyone',
    startsAt: '2025-05-01T00:00:00+03:00',
    endsAt: '2025-05-31T23:59:59+03:00',
    dismissible: true,
    videoUrl: 'https://media.demo.invest/rebrand-2025.mp4',
    texts: {
      en: { title: 'We have a new name and look', body: 'Same team, same investments, a fresh look. Watch the short video to see what changes for you.' },
      lt: {
        title: 'Turime naują pavadinimą ir išvaizdą',
        body: 'Ta pati komanda, tos pačios investicijos, nauja išvaizda. Pažiūrėkite trumpą vaizdo įrašą ir sužinokite, kas jums keičiasi.',
      },
      pl: {
        title: 'Mamy nową nazwę i wygląd',
        body: 'Ten sam zespół, te same inwestycje, nowy wygląd. Obejrzyj krótkie wideo, aby zobaczyć, co się dla Ciebie zmienia.',
      },
      lv: {
        title: 'Mums ir jauns nosaukums un izskats',
        body: 'Tā pati komanda, tie paši ieguldījumi, jauns izskats. Noskatieties īso video, lai uzzinātu, kas jums mainās.',
      },
      bg: {
        title: 'Имаме ново име и визия',
        body: 'Същият екип, същите инвестиции, нова визия. Гледайте краткото видео, за да видите какво се променя за вас.',
      },
      pt: {
        title: 'Temos um novo nome e imagem',
        body: 'A mesma equipa, os mesmos investimentos, uma imagem renovada. Veja o pequeno vídeo para saber o que muda para si.',
      },
    },
  },
];

/**
 * Part of the demo seed (decision 0045): example rows for the back office, not data an installation
 * needs. Idempotent: a notice whose English title is already stored is not added again.
 */
export async function seedNotices(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const notice of SEEDED_NOTICES) {
      const [existing] = await tx
        .select({ id: notices.id })
        .from(notices)
        .where(sql`${notices.texts} -> 'en' ->> 'title' = ${notice.texts.en.title}`)
        .limit(1);
      if (existing) continue;
      await tx.insert(notices).values({ ...notice, startsAt: new Date(notice.startsAt), endsAt: new Date(notice.endsAt) });
    }
  });
}
