import { defineArea } from './define-area';

/**
 * Texts of the error and maintenance pages. Small on purpose: the client bundles this area so the
 * error page can render even when loading the other translations failed.
 */
export const errors = defineArea({
  en: {
    page_does_not_exist: 'This page does not exist',
    'error.not_found': 'This page could not be found',
    'error.maintenance.title': 'We are improving the platform',
    'error.maintenance.description': 'The platform is under scheduled maintenance. Your money and investments are safe. Please come back in a few minutes.',
    'error.go_to_main_page': 'Go to the main page',
    'error.error_page_failed': 'An error occurred while showing the error page',
    'error.go_back_home': 'Go back home',
    'error.status_label': 'Error {{status}}',
  },
  lt: {
    page_does_not_exist: 'Tokio puslapio nėra',
    'error.not_found': 'Puslapis nerastas',
    'error.maintenance.title': 'Tobuliname platformą',
    'error.maintenance.description': 'Vyksta planiniai platformos priežiūros darbai. Jūsų pinigai ir investicijos saugūs. Sugrįžkite po kelių minučių.',
    'error.go_to_main_page': 'Į pagrindinį puslapį',
    'error.error_page_failed': 'Rodant klaidos puslapį įvyko klaida',
    'error.go_back_home': 'Grįžti į pradžią',
    'error.status_label': 'Klaida {{status}}',
  },
  pl: {
    page_does_not_exist: 'Ta strona nie istnieje',
    'error.not_found': 'Nie znaleziono strony',
    'error.maintenance.title': 'Ulepszamy platformę',
    'error.maintenance.description': 'Trwają planowe prace serwisowe. Twoje pieniądze i inwestycje są bezpieczne. Wróć za kilka minut.',
    'error.go_to_main_page': 'Przejdź do strony głównej',
    'error.error_page_failed': 'Wystąpił błąd podczas wyświetlania strony błędu',
    'error.go_back_home': 'Wróć do strony głównej',
    'error.status_label': 'Błąd {{status}}',
  },
  lv: {
    page_does_not_exist: 'Šī lapa neeksistē',
    'error.not_found': 'Lapa netika atrasta',
    'error.maintenance.title': 'Mēs uzlabojam platformu',
    'error.maintenance.description': 'Notiek plānoti platformas apkopes darbi. Jūsu nauda un ieguldījumi ir drošībā. Lūdzu, atgriezieties pēc dažām minūtēm.',
    'error.go_to_main_page': 'Uz sākumlapu',
    'error.error_page_failed': 'Rādot kļūdas lapu, radās kļūda',
    'error.go_back_home': 'Atgriezties sākumā',
    'error.status_label': 'Kļūda {{status}}',
  },
  bg: {
    page_does_not_exist: 'Тази страница не съществува',
    'error.not_found': 'Страницата не е намерена',
    'error.maintenance.title': 'Подобряваме платформата',
    'error.maintenance.description': 'Платформата е в планова поддръжка. Вашите пари и инвестиции са в безопасност. Моля, върнете се след няколко минути.',
    'error.go_to_main_page': 'Към началната страница',
    'error.error_page_failed': 'Възникна грешка при показването на страницата за грешка',
    'error.go_back_home': 'Обратно към началото',
    'error.status_label': 'Грешка {{status}}',
  },
  pt: {
    page_does_not_exist: 'Esta página não existe',
    'error.not_found': 'Não foi possível encontrar esta página',
    'error.maintenance.title': 'Estamos a melhorar a plataforma',
    'error.maintenance.description':
      'A plataforma está em manutenção programada. O seu dinheiro e os seus investimentos estão seguros. Volte dentro de alguns minutos.',
    'error.go_to_main_page': 'Ir para a página principal',
    'error.error_page_failed': 'Ocorreu um erro ao mostrar a página de erro',
    'error.go_back_home': 'Voltar ao início',
    'error.status_label': 'Erro {{status}}',
  },
});
