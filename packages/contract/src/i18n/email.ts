import { defineArea } from './define-area';

/**
 * Texts of the transactional emails (rendered on the server by modules/email/templates.ts).
 * Bodies are plain text; placeholders are filled by the renderer: {{appUrl}}, {{resetUrl}},
 * {{minutes}}, {{time}}, {{ip}}, {{userAgent}}, and {{change}} (one of the two-step sentences).
 * A reset link stays on a line of its own so every mail client makes it clickable.
 */
export const email = defineArea({
  en: {
    'email.footer': 'This is an automatic message from Greenvest. Please do not reply to it.',
    'email.welcome.subject': 'Welcome to Greenvest',
    'email.welcome.body':
      'Hello,\n\nThank you for registering with Greenvest. Your account is ready.\n\nLog in to complete your profile and start investing:\n{{appUrl}}\n\nIf you did not create this account, ignore this email or contact our support team.',
    'email.reset-password.subject': 'Reset your Greenvest password',
    'email.reset-password.body':
      'Hello,\n\nWe received a request to reset the password of your Greenvest account. To choose a new password, open this link:\n\n{{resetUrl}}\n\nThe link is valid for {{minutes}} minutes and can be used only once.\n\nIf you did not ask for a password reset, ignore this email: your password stays unchanged.',
    'email.two-step-changed.enabled.subject': 'Two-step verification turned on',
    'email.two-step-changed.disabled.subject': 'Two-step verification turned off',
    'email.two-step-changed.enabled':
      'Two-step verification has been turned on for your Greenvest account. From now on you will need a code from your authenticator app when you log in.',
    'email.two-step-changed.disabled': 'Two-step verification has been turned off for your Greenvest account. Logging in now requires only your password.',
    'email.two-step-changed.body': 'Hello,\n\n{{change}}\n\nIf you did not make this change, reset your password immediately and contact our support team.',
    'email.new-login.subject': 'New login to your Greenvest account',
    'email.new-login.body':
      'Hello,\n\nSomeone has just logged in to your Greenvest account.\n\nTime: {{time}}\nIP address: {{ip}}\nBrowser: {{userAgent}}\n\nIf this was you, there is nothing to do. If not, change your password immediately and turn on two-step verification.',
  },
  lt: {
    'email.footer': 'Tai automatinis Greenvest pranešimas. Prašome į jį neatsakyti.',
    'email.welcome.subject': 'Sveiki atvykę į Greenvest',
    'email.welcome.body':
      'Sveiki,\n\nDėkojame, kad užsiregistravote Greenvest. Jūsų paskyra paruošta.\n\nPrisijunkite, užpildykite profilį ir pradėkite investuoti:\n{{appUrl}}\n\nJei šios paskyros nekūrėte, nekreipkite dėmesio į šį laišką arba susisiekite su mūsų pagalbos komanda.',
    'email.reset-password.subject': 'Greenvest slaptažodžio atkūrimas',
    'email.reset-password.body':
      'Sveiki,\n\nGavome prašymą atkurti jūsų Greenvest paskyros slaptažodį. Norėdami pasirinkti naują slaptažodį, atidarykite šią nuorodą:\n\n{{resetUrl}}\n\nNuoroda galioja {{minutes}} min. ir gali būti panaudota tik vieną kartą.\n\nJei slaptažodžio atkūrimo neprašėte, nekreipkite dėmesio į šį laišką – jūsų slaptažodis nepasikeis.',
    'email.two-step-changed.enabled.subject': 'Dviejų žingsnių patvirtinimas įjungtas',
    'email.two-step-changed.disabled.subject': 'Dviejų žingsnių patvirtinimas išjungtas',
    'email.two-step-changed.enabled':
      'Jūsų Greenvest paskyroje įjungtas dviejų žingsnių patvirtinimas. Nuo šiol jungiantis reikės kodo iš autentifikavimo programėlės.',
    'email.two-step-changed.disabled': 'Jūsų Greenvest paskyroje išjungtas dviejų žingsnių patvirtinimas. Dabar prisijungti pakanka slaptažodžio.',
    'email.two-step-changed.body':
      'Sveiki,\n\n{{change}}\n\nJei šio pakeitimo neatlikote, nedelsdami atkurkite slaptažodį ir susisiekite su mūsų pagalbos komanda.',
    'email.new-login.subject': 'Naujas prisijungimas prie jūsų Greenvest paskyros',
    'email.new-login.body':
      'Sveiki,\n\nKą tik kažkas prisijungė prie jūsų Greenvest paskyros.\n\nLaikas: {{time}}\nIP adresas: {{ip}}\nNaršyklė: {{userAgent}}\n\nJei tai buvote jūs, nieko daryti nereikia. Jei ne, nedelsdami pakeiskite slaptažodį ir įjunkite dviejų žingsnių patvirtinimą.',
  },
  pl: {
    'email.footer': 'To jest automatyczna wiadomość od Greenvest. Prosimy na nią nie odpowiadać.',
    'email.welcome.subject': 'Witamy w Greenvest',
    'email.welcome.body':
      'Dzień dobry,\n\nDziękujemy za rejestrację w Greenvest. Twoje konto jest gotowe.\n\nZaloguj się, aby uzupełnić profil i zacząć inwestować:\n{{appUrl}}\n\nJeśli to konto nie zostało założone przez Ciebie, zignoruj tę wiadomość lub skontaktuj się z naszym działem obsługi klienta.',
    'email.reset-password.subject': 'Resetowanie hasła do Greenvest',
    'email.reset-password.body':
      'Dzień dobry,\n\nOtrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Greenvest. Aby ustawić nowe hasło, otwórz ten link:\n\n{{resetUrl}}\n\nLink jest ważny przez {{minutes}} min i można go użyć tylko raz.\n\nJeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
    'email.two-step-changed.enabled.subject': 'Weryfikacja dwuetapowa została włączona',
    'email.two-step-changed.disabled.subject': 'Weryfikacja dwuetapowa została wyłączona',
    'email.two-step-changed.enabled':
      'Na Twoim koncie Greenvest włączono weryfikację dwuetapową. Od teraz przy logowaniu potrzebny będzie kod z aplikacji uwierzytelniającej.',
    'email.two-step-changed.disabled': 'Na Twoim koncie Greenvest wyłączono weryfikację dwuetapową. Do logowania wystarczy teraz samo hasło.',
    'email.two-step-changed.body':
      'Dzień dobry,\n\n{{change}}\n\nJeśli ta zmiana nie została wprowadzona przez Ciebie, natychmiast zresetuj hasło i skontaktuj się z naszym działem obsługi klienta.',
    'email.new-login.subject': 'Nowe logowanie do Twojego konta Greenvest',
    'email.new-login.body':
      'Dzień dobry,\n\nWłaśnie ktoś zalogował się na Twoje konto Greenvest.\n\nCzas: {{time}}\nAdres IP: {{ip}}\nPrzeglądarka: {{userAgent}}\n\nJeśli to Ty, nie musisz nic robić. Jeśli nie, natychmiast zmień hasło i włącz weryfikację dwuetapową.',
  },
  lv: {
    'email.footer': 'Šis ir automātisks Greenvest ziņojums. Lūdzu, neatbildiet uz to.',
    'email.welcome.subject': 'Laipni lūdzam Greenvest',
    'email.welcome.body':
      'Labdien!\n\nPaldies, ka reģistrējāties Greenvest. Jūsu konts ir gatavs.\n\nPiesakieties, lai aizpildītu profilu un sāktu ieguldīt:\n{{appUrl}}\n\nJa šo kontu neizveidojāt jūs, ignorējiet šo e-pastu vai sazinieties ar mūsu atbalsta komandu.',
    'email.reset-password.subject': 'Greenvest paroles atiestatīšana',
    'email.reset-password.body':
      'Labdien!\n\nSaņēmām pieprasījumu atiestatīt jūsu Greenvest konta paroli. Lai izvēlētos jaunu paroli, atveriet šo saiti:\n\n{{resetUrl}}\n\nSaite ir derīga {{minutes}} min. un to var izmantot tikai vienu reizi.\n\nJa paroles atiestatīšanu nepieprasījāt, ignorējiet šo e-pastu – jūsu parole paliks nemainīga.',
    'email.two-step-changed.enabled.subject': 'Divpakāpju verifikācija ieslēgta',
    'email.two-step-changed.disabled.subject': 'Divpakāpju verifikācija izslēgta',
    'email.two-step-changed.enabled':
      'Jūsu Greenvest kontam ir ieslēgta divpakāpju verifikācija. Turpmāk, piesakoties, būs nepieciešams kods no autentifikācijas lietotnes.',
    'email.two-step-changed.disabled': 'Jūsu Greenvest kontam ir izslēgta divpakāpju verifikācija. Tagad pieteikšanās notiek tikai ar paroli.',
    'email.two-step-changed.body':
      'Labdien!\n\n{{change}}\n\nJa šīs izmaiņas neveicāt jūs, nekavējoties atiestatiet paroli un sazinieties ar mūsu atbalsta komandu.',
    'email.new-login.subject': 'Jauna pieteikšanās jūsu Greenvest kontā',
    'email.new-login.body':
      'Labdien!\n\nJūsu Greenvest kontā tikko kāds pieteicās.\n\nLaiks: {{time}}\nIP adrese: {{ip}}\nPārlūkprogramma: {{userAgent}}\n\nJa tas bijāt jūs, nekas nav jādara. Ja ne, nekavējoties nomainiet paroli un ieslēdziet divpakāpju verifikāciju.',
  },
  bg: {
    'email.footer': 'Това е автоматично съобщение от Greenvest. Моля, не отговаряйте на него.',
    'email.welcome.subject': 'Добре дошли в Greenvest',
    'email.welcome.body':
      'Здравейте,\n\nБлагодарим ви, че се регистрирахте в Greenvest. Профилът ви е готов.\n\nВлезте, за да попълните профила си и да започнете да инвестирате:\n{{appUrl}}\n\nАко не сте създали този профил, игнорирайте този имейл или се свържете с нашия екип за поддръжка.',
    'email.reset-password.subject': 'Възстановяване на паролата за Greenvest',
    'email.reset-password.body':
      'Здравейте,\n\nПолучихме заявка за възстановяване на паролата за вашия профил в Greenvest. За да изберете нова парола, отворете тази връзка:\n\n{{resetUrl}}\n\nВръзката е валидна {{minutes}} мин. и може да се използва само веднъж.\n\nАко не сте поискали възстановяване на паролата, игнорирайте този имейл – паролата ви остава непроменена.',
    'email.two-step-changed.enabled.subject': 'Двустепенната проверка е включена',
    'email.two-step-changed.disabled.subject': 'Двустепенната проверка е изключена',
    'email.two-step-changed.enabled':
      'Двустепенната проверка за вашия профил в Greenvest беше включена. Отсега нататък при вход ще ви е необходим код от приложението за удостоверяване.',
    'email.two-step-changed.disabled': 'Двустепенната проверка за вашия профил в Greenvest беше изключена. Вече за вход е достатъчна само паролата.',
    'email.two-step-changed.body':
      'Здравейте,\n\n{{change}}\n\nАко не сте направили тази промяна, незабавно възстановете паролата си и се свържете с нашия екип за поддръжка.',
    'email.new-login.subject': 'Нов вход във вашия профил в Greenvest',
    'email.new-login.body':
      'Здравейте,\n\nТоку-що някой влезе във вашия профил в Greenvest.\n\nЧас: {{time}}\nIP адрес: {{ip}}\nБраузър: {{userAgent}}\n\nАко това сте били вие, не е нужно да правите нищо. Ако не, незабавно сменете паролата си и включете двустепенната проверка.',
  },
  pt: {
    'email.footer': 'Esta é uma mensagem automática da Greenvest. Por favor, não responda.',
    'email.welcome.subject': 'Boas-vindas à Greenvest',
    'email.welcome.body':
      'Olá,\n\nObrigado por se registar na Greenvest. A sua conta está pronta.\n\nInicie sessão para completar o seu perfil e começar a investir:\n{{appUrl}}\n\nSe não criou esta conta, ignore este e-mail ou contacte a nossa equipa de apoio.',
    'email.reset-password.subject': 'Redefinir a sua palavra-passe da Greenvest',
    'email.reset-password.body':
      'Olá,\n\nRecebemos um pedido para redefinir a palavra-passe da sua conta Greenvest. Para escolher uma nova palavra-passe, abra esta ligação:\n\n{{resetUrl}}\n\nA ligação é válida durante {{minutes}} minutos e só pode ser utilizada uma vez.\n\nSe não pediu a redefinição da palavra-passe, ignore este e-mail: a sua palavra-passe mantém-se inalterada.',
    'email.two-step-changed.enabled.subject': 'Verificação em dois passos ativada',
    'email.two-step-changed.disabled.subject': 'Verificação em dois passos desativada',
    'email.two-step-changed.enabled':
      'A verificação em dois passos foi ativada na sua conta Greenvest. A partir de agora, precisará de um código da sua aplicação de autenticação para iniciar sessão.',
    'email.two-step-changed.disabled': 'A verificação em dois passos foi desativada na sua conta Greenvest. Agora basta a palavra-passe para iniciar sessão.',
    'email.two-step-changed.body':
      'Olá,\n\n{{change}}\n\nSe não fez esta alteração, redefina imediatamente a sua palavra-passe e contacte a nossa equipa de apoio.',
    'email.new-login.subject': 'Novo início de sessão na sua conta Greenvest',
    'email.new-login.body':
      'Olá,\n\nAlguém acabou de iniciar sessão na sua conta Greenvest.\n\nHora: {{time}}\nEndereço IP: {{ip}}\nNavegador: {{userAgent}}\n\nSe foi você, não é necessário fazer nada. Caso contrário, altere imediatamente a sua palavra-passe e ative a verificação em dois passos.',
  },
});
