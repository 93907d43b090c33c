import { defineArea } from './define-area';

/**
 * Texts of the audit log export on the back office's users page (issue 17, decision 0051): keys under
 * 'auditExport.' are in the admin namespace.
 */
const en = {
  'auditExport.title': 'Audit log',
  'auditExport.intro':
    'Download the audit trail (logins, security changes, operator actions) for the chosen days, action and acting user. NDJSON suits log tools; CSV opens in a spreadsheet.',
  'auditExport.date_from': 'From (day)',
  'auditExport.date_to': 'To (day)',
  'auditExport.action': 'Action',
  'auditExport.action_hint': 'Exact, such as user.login, or a prefix ending with a dot, such as operator.',
  'auditExport.action_invalid': 'Use lower-case words joined by dots, such as user.login or user.',
  'auditExport.actor': 'Acting user ID',
  'auditExport.actor_invalid': 'Enter a user ID (a whole number).',
  'auditExport.dates_invalid': 'The last day must not be before the first.',
  'auditExport.label': 'Download the audit log',
  'auditExport.button.ndjson': 'Download NDJSON',
  'auditExport.button.csv': 'Download CSV',
} as const;

export const audit = defineArea({
  en,
  lt: {
    'auditExport.title': 'Audito žurnalas',
    'auditExport.intro':
      'Atsisiųskite audito įrašus (prisijungimus, saugumo pakeitimus, operatorių veiksmus) pagal pasirinktas dienas, veiksmą ir veikusį naudotoją. NDJSON tinka žurnalų įrankiams, CSV atsidaro skaičiuoklėje.',
    'auditExport.date_from': 'Nuo (diena)',
    'auditExport.date_to': 'Iki (diena)',
    'auditExport.action': 'Veiksmas',
    'auditExport.action_hint': 'Tikslus, pvz., user.login, arba priešdėlis, besibaigiantis tašku, pvz., operator.',
    'auditExport.action_invalid': 'Naudokite mažąsias raides ir taškus, pvz., user.login arba user.',
    'auditExport.actor': 'Veikusio naudotojo ID',
    'auditExport.actor_invalid': 'Įveskite naudotojo ID (sveikąjį skaičių).',
    'auditExport.dates_invalid': 'Paskutinė diena negali būti ankstesnė už pirmąją.',
    'auditExport.label': 'Atsisiųsti audito žurnalą',
    'auditExport.button.ndjson': 'Atsisiųsti NDJSON',
    'auditExport.button.csv': 'Atsisiųsti CSV',
  },
  pl: {
    'auditExport.title': 'Dziennik audytu',
    'auditExport.intro':
      'Pobierz ślad audytowy (logowania, zmiany zabezpieczeń, działania operatorów) z wybranych dni, dla wybranej akcji i użytkownika. NDJSON nadaje się do narzędzi logów, CSV otwiera się w arkuszu.',
    'auditExport.date_from': 'Od (dzień)',
    'auditExport.date_to': 'Do (dzień)',
    'auditExport.action': 'Akcja',
    'auditExport.action_hint': 'Dokładna, np. user.login, lub prefiks zakończony kropką, np. operator.',
    'auditExport.action_invalid': 'Użyj małych liter połączonych kropkami, np. user.login lub user.',
    'auditExport.actor': 'ID działającego użytkownika',
    'auditExport.actor_invalid': 'Wpisz ID użytkownika (liczbę całkowitą).',
    'auditExport.dates_invalid': 'Ostatni dzień nie może być wcześniejszy niż pierwszy.',
    'auditExport.label': 'Pobierz dziennik audytu',
    'auditExport.button.ndjson': 'Pobierz NDJSON',
    'auditExport.button.csv': 'Pobierz CSV',
  },
  lv: {
    'auditExport.title': 'Audita žurnāls',
    'auditExport.intro':
      'Lejupielādējiet audita ierakstus (pieteikšanās, drošības izmaiņas, operatoru darbības) par izvēlētajām dienām, darbību un lietotāju. NDJSON der žurnālu rīkiem, CSV atveras izklājlapā.',
    'auditExport.date_from': 'No (diena)',
    'auditExport.date_to': 'Līdz (diena)',
    'auditExport.action': 'Darbība',
    'auditExport.action_hint': 'Precīza, piemēram, user.login, vai prefikss, kas beidzas ar punktu, piemēram, operator.',
    'auditExport.action_invalid': 'Izmantojiet mazos burtus un punktus, piemēram, user.login vai user.',
    'auditExport.actor': 'Darbību veikušā lietotāja ID',
    'auditExport.actor_invalid': 'Ievadiet lietotāja ID (veselu skaitli).',
    'auditExport.dates_invalid': 'Pēdējā diena nevar būt pirms pirmās.',
    'auditExport.label': 'Lejupielādēt audita žurnālu',
    'auditExport.button.ndjson': 'Lejupielādēt NDJSON',
    'auditExport.button.csv': 'Lejupielādēt CSV',
  },
  bg: {
    'auditExport.title': 'Одитен дневник',
    'auditExport.intro':
      'Изтеглете одитната следа (влизания, промени в сигурността, действия на оператори) за избраните дни, действие и потребител. NDJSON е за инструменти за логове, CSV се отваря в електронна таблица.',
    'auditExport.date_from': 'От (ден)',
    'auditExport.date_to': 'До (ден)',
    'auditExport.action': 'Действие',
    'auditExport.action_hint': 'Точно, например user.login, или префикс, завършващ с точка, например operator.',
    'auditExport.action_invalid': 'Използвайте малки латински букви, свързани с точки, например user.login или user.',
    'auditExport.actor': 'ID на действащия потребител',
    'auditExport.actor_invalid': 'Въведете ID на потребител (цяло число).',
    'auditExport.dates_invalid': 'Последният ден не може да е преди първия.',
    'auditExport.label': 'Изтегляне на одитния дневник',
    'auditExport.button.ndjson': 'Изтегляне на NDJSON',
    'auditExport.button.csv': 'Изтегляне на CSV',
  },
  pt: {
    'auditExport.title': 'Registo de auditoria',
    'auditExport.intro':
      'Transfira o registo de auditoria (inícios de sessão, alterações de segurança, ações de operadores) dos dias, ação e utilizador escolhidos. NDJSON serve ferramentas de registos; CSV abre numa folha de cálculo.',
    'auditExport.date_from': 'De (dia)',
    'auditExport.date_to': 'Até (dia)',
    'auditExport.action': 'Ação',
    'auditExport.action_hint': 'Exata, como user.login, ou um prefixo terminado em ponto, como operator.',
    'auditExport.action_invalid': 'Use minúsculas unidas por pontos, como user.login ou user.',
    'auditExport.actor': 'ID do utilizador que agiu',
    'auditExport.actor_invalid': 'Introduza um ID de utilizador (número inteiro).',
    'auditExport.dates_invalid': 'O último dia não pode ser anterior ao primeiro.',
    'auditExport.label': 'Transferir o registo de auditoria',
    'auditExport.button.ndjson': 'Transferir NDJSON',
    'auditExport.button.csv': 'Transferir CSV',
  },
});
