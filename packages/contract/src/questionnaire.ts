// Filled by the onboarding capability (issue 4).
export {};
