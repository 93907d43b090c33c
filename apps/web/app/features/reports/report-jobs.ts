import { type CreateReportJob, type Locale, type ReportJob, reportJobCreatedSchema } from '@platform/contract';
import { REPORTS_ENDPOINTS, urlOf } from '@platform/contract/endpoints';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchEndpoint } from '../../lib/http.client';

/** How often a running job is asked for its progress. */
export const POLL_MS = 800;

export type PanelKey = 'statement' | 'tax' | 'snapshot';

/** What one panel's last request is doing: starting it, then following its job until done or failed. */
export type PanelState =
  { phase: 'idle' } | { phase: 'starting' } | { phase: 'refused'; reason: 'too_many' | 'invalid' | 'start_failed' } | { phase: 'following'; job: ReportJob };

export interface ReportJobsApi {
  jobs: ReportJob[];
  listState: 'loading' | 'ok' | 'error';
  panels: Record<PanelKey, PanelState>;
  start(panel: PanelKey, request: CreateReportJob): Promise<void>;
  reloadList(): Promise<void>;
}

const isFinished = (job: ReportJob) => job.status !== 'queued' && job.status !== 'running';

/**
 * Report files through jobs (decision 0036): a request starts a job (POST, 202 with its id), then
 * the job is polled until it is done (a download link) or failed; the list of recent files is
 * loaded once and updated with every job followed here. Browser-only: nothing runs during SSR.
 */
export function useReportJobs(locale: Locale): ReportJobsApi {
  const [jobs, setJobs] = useState<ReportJob[]>([]);
  const [listState, setListState] = useState<ReportJobsApi['listState']>('loading');
  const [panels, setPanels] = useState<Record<PanelKey, PanelState>>({ statement: { phase: 'idle' }, tax: { phase: 'idle' }, snapshot: { phase: 'idle' } });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const pending = timers.current;
    return () => {
      alive.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const upsert = useCallback(
    (job: ReportJob) => setJobs((list) => [job, ...list.filter((j) => j.id !== job.id)].sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
    [],
  );

  const reloadList = useCallback(async () => {
    setListState('loading');
    try {
      const answer = await fetchEndpoint(REPORTS_ENDPOINTS.jobs, locale, {}, { session: true });
      if (!alive.current) return;
      if (!answer.ok) throw new Error(`jobs answered ${answer.status}`);
      setJobs(answer.ok.jobs);
      setListState('ok');
    } catch {
      if (alive.current) setListState('error');
    }
  }, [locale]);

  useEffect(() => {
    void reloadList();
  }, [reloadList]);

  const follow = useCallback(
    (panel: PanelKey, id: string) => {
      const poll = async () => {
        let job: ReportJob | null = null;
        try {
          job = (await fetchEndpoint(REPORTS_ENDPOINTS.job, locale, { params: { id } }, { session: true })).ok;
        } catch {
          job = null;
        }
        if (!alive.current) return;
        if (job) {
          const seen = job;
          setPanels((all) => ({ ...all, [panel]: { phase: 'following', job: seen } }));
          upsert(seen);
          if (isFinished(seen)) return;
        }
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          void poll();
        }, POLL_MS);
        timers.current.add(timer);
      };
      void poll();
    },
    [locale, upsert],
  );

  const start = useCallback(
    async (panel: PanelKey, request: CreateReportJob) => {
      setPanels((all) => ({ ...all, [panel]: { phase: 'starting' } }));
      try {
        const answer = await fetchEndpoint(REPORTS_ENDPOINTS.createJob, locale, { body: request }, { session: true });
        if (!alive.current) return;
        const created = answer.status === 202 ? reportJobCreatedSchema.safeParse(answer.payload) : null;
        if (!created?.success) {
          const reason = answer.status === 429 ? 'too_many' : answer.status === 400 ? 'invalid' : 'start_failed';
          setPanels((all) => ({ ...all, [panel]: { phase: 'refused', reason } }));
          return;
        }
        follow(panel, created.data.id);
      } catch {
        if (alive.current) setPanels((all) => ({ ...all, [panel]: { phase: 'refused', reason: 'start_failed' } }));
      }
    },
    [follow, locale],
  );

  return { jobs, listState, panels, start, reloadList };
}

/** The address of a finished job's file. */
export function jobFileUrl(id: string): string {
  return urlOf(REPORTS_ENDPOINTS.jobFile, { params: { id } });
}
