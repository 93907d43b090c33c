// Types of scripts/docker-steps.mjs for the tests that import it.
export interface DockerStep {
  op: string;
  line: number;
  [key: string]: unknown;
}
export interface DockerStage {
  name: string;
  image: string;
  env: Record<string, string>;
  steps: DockerStep[];
  user: string;
  volumes: string[];
  expose: string[];
  healthcheck: { command: string[]; [flag: string]: unknown } | null;
  cmd: string[] | null;
}
export interface RunningImage {
  url: string;
  work: string;
  stageDirs: Record<string, string>;
  stages: DockerStage[];
  output(): string;
  stop(): Promise<{ code: number | null; signal: string | null } | null>;
}
export function parseInstructions(text: string): { op: string; args: string; line: number }[];
export function parseDockerfile(text: string): DockerStage[];
export function dockerignore(text: string): (relative: string) => boolean;
export function runDockerfile(options?: {
  log?: (line: string) => void;
  quiet?: boolean;
  keep?: boolean;
  port?: number;
  host?: string;
  env?: Record<string, string>;
  healthTimeoutMs?: number;
}): Promise<RunningImage>;
