import type {
  Flashcard,
  Quiz,
  Slide,
  SlideCreateInput,
  SlideKind,
  SlideUpdateInput,
} from '@slidewise/shared/courses/slide';
import {
  hasUnsavedChanges,
  initialSlideState,
  needsSave,
  saveStatus,
  slideReducer,
  type ConflictChoice,
  type SaveStatus,
  type SlideEvent,
  type SlideState,
} from './autosave';
import { insertAfter, moveBy, moveItem, sameOrder } from './reorder';
import { buildPatch, toStoredBackground, toStoredMedia, type SlideDraft } from './slide-draft';

export const AUTOSAVE_DELAY_MS = 800;

/** The calls the store makes (the real ones live in ../api; tests pass fakes). */
export interface EditorApi {
  createSlide(courseId: string, input: SlideCreateInput): Promise<Slide>;
  updateSlide(courseId: string, slideId: string, input: SlideUpdateInput): Promise<Slide>;
  deleteSlide(courseId: string, slideId: string): Promise<void>;
  reorderSlides(courseId: string, slideIds: string[]): Promise<void>;
}

export type EditorAction = 'add' | 'duplicate' | 'delete' | 'reorder';

export interface EditorState {
  order: string[];
  slides: Record<string, SlideState>;
  selectedId: string | null;
  /** The order the server has; `order` runs ahead of it while a reorder is saving. */
  savedOrder: string[];
  orderSaving: boolean;
}

/** What each editor of the selected slide's content gets: the slide, in the course's language. */
export interface SlideEditorProps {
  store: EditorStore;
  slideId: string;
  language: string;
  dir: 'ltr' | 'rtl';
}

export interface EditorStoreOptions {
  api: EditorApi;
  delay?: number;
  /** A call that failed outside autosave (autosave shows its own state). */
  onError?: (action: EditorAction, error: unknown) => void;
  /** Something reached the server (to refresh course figures shown elsewhere). */
  onSaved?: () => void;
}

export type OverallStatus = SaveStatus;

/**
 * The editor's slides, order, selection and saving, outside React (subscribed to
 * with useSyncExternalStore). A slide that did not change keeps its object, so a
 * memoised thumbnail does not re-render while another slide is typed in.
 */
export class EditorStore {
  private state: EditorState;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly delay: number;

  constructor(
    readonly courseId: string,
    slides: Slide[],
    private readonly options: EditorStoreOptions,
  ) {
    const order = slides.map((slide) => slide.id);
    this.state = {
      order,
      savedOrder: order,
      slides: Object.fromEntries(slides.map((slide) => [slide.id, initialSlideState(slide)])),
      selectedId: order[0] ?? null,
      orderSaving: false,
    };
    this.delay = options.delay ?? AUTOSAVE_DELAY_MS;
  }

  getState = (): EditorState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private set(next: Partial<EditorState>) {
    this.state = { ...this.state, ...next };
    this.listeners.forEach((listener) => listener());
  }

  private dispatch(id: string, event: SlideEvent) {
    const current = this.state.slides[id];
    if (!current) return;
    const next = slideReducer(current, event);
    if (next !== current) this.set({ slides: { ...this.state.slides, [id]: next } });
  }

  select(id: string) {
    if (this.state.slides[id] && id !== this.state.selectedId) this.set({ selectedId: id });
  }

  /* Autosave */

  edit(id: string, patch: Partial<SlideDraft>) {
    const before = this.state.slides[id];
    this.dispatch(id, { type: 'edited', patch });
    if (this.state.slides[id] !== before) this.schedule(id);
  }

  private schedule(id: string) {
    this.clearTimer(id);
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        this.save(id);
      }, this.delay),
    );
  }

  private clearTimer(id: string) {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
  }

  /** Sends the slide's draft now if it needs saving; one request per slide at a time. */
  save(id: string) {
    const slide = this.state.slides[id];
    if (!slide || !needsSave(slide)) return;
    this.clearTimer(id);
    const built = buildPatch(slide.server.kind, slide.draft);
    if (!built.ok) {
      this.dispatch(id, { type: 'invalid', problem: built.problem });
      return;
    }
    this.dispatch(id, { type: 'sendStarted' });
    this.options.api
      .updateSlide(this.courseId, id, { version: slide.server.version, ...built.patch })
      .then(
        (saved) => {
          this.dispatch(id, { type: 'saved', slide: saved });
          this.options.onSaved?.();
          // Typed on while it was saving: send that too, unless a debounce is still running.
          if (!this.timers.has(id)) this.save(id);
        },
        (error: unknown) => this.dispatch(id, { type: 'failed', error }),
      );
  }

  /** Saves every slide with unsaved changes now (Retry, leaving the page). */
  saveAll() {
    for (const id of this.state.order) this.save(id);
    this.syncOrder();
  }

  resolveConflict(id: string, choice: ConflictChoice) {
    this.dispatch(id, { type: 'resolved', choice });
    if (choice === 'mine') this.save(id);
  }

  /** Sends what is still waiting for its debounce (the editor is closing). */
  flushPending() {
    [...this.timers.keys()].forEach((id) => this.save(id));
  }

  /* Slides */

  private insert(slide: Slide, after: string | null) {
    this.set({
      slides: { ...this.state.slides, [slide.id]: initialSlideState(slide) },
      order: insertAfter(this.state.order, slide.id, after),
      savedOrder: insertAfter(this.state.savedOrder, slide.id, after),
      selectedId: slide.id,
    });
  }

  /** Adds a slide after the selected one (at the end when none is), and selects it. */
  async addSlide(kind: SlideKind, quiz?: Quiz, cards?: Flashcard[]): Promise<Slide | null> {
    await this.orderSettled();
    const after = this.state.selectedId;
    try {
      const slide = await this.options.api.createSlide(this.courseId, {
        kind,
        ...(quiz ? { quiz } : {}),
        ...(cards ? { cards } : {}),
        ...(after ? { afterSlideId: after } : {}),
      });
      this.insert(slide, after);
      this.options.onSaved?.();
      return slide;
    } catch (error) {
      this.options.onError?.('add', error);
      return null;
    }
  }

  /** A copy of a slide as it is now (unsaved changes included when they are valid), right after it. */
  async duplicate(id: string): Promise<Slide | null> {
    await this.orderSettled();
    const source = this.state.slides[id];
    if (!source) return null;
    const built = buildPatch(source.server.kind, source.draft);
    const { background = source.server.background, media = source.server.media } = source.draft;
    const content = built.ok
      ? {
          ...built.patch,
          background: background ? toStoredBackground(background) : undefined,
          media: media ? toStoredMedia(media) : undefined,
        }
      : {
          title: source.server.title,
          ...(source.server.body ? { body: source.server.body } : {}),
          ...(source.server.quiz ? { quiz: source.server.quiz } : {}),
          ...(source.server.cards ? { cards: source.server.cards } : {}),
          layout: source.server.layout,
        };
    try {
      const slide = await this.options.api.createSlide(this.courseId, {
        kind: source.server.kind,
        ...content,
        afterSlideId: id,
      });
      this.insert(slide, id);
      this.options.onSaved?.();
      return slide;
    } catch (error) {
      this.options.onError?.('duplicate', error);
      return null;
    }
  }

  async remove(id: string): Promise<boolean> {
    await this.orderSettled();
    try {
      await this.options.api.deleteSlide(this.courseId, id);
    } catch (error) {
      this.options.onError?.('delete', error);
      return false;
    }
    this.clearTimer(id);
    const index = this.state.order.indexOf(id);
    const order = this.state.order.filter((other) => other !== id);
    const slides = { ...this.state.slides };
    delete slides[id];
    const selectedId =
      this.state.selectedId === id
        ? (order[Math.min(index, order.length - 1)] ?? null)
        : this.state.selectedId;
    this.set({
      order,
      slides,
      selectedId,
      savedOrder: this.state.savedOrder.filter((other) => other !== id),
    });
    this.options.onSaved?.();
    return true;
  }

  /* Order: optimistic, saved one PUT at a time, rolled back when refused. */

  move(id: string, toIndex: number) {
    const from = this.state.order.indexOf(id);
    const order = moveItem(this.state.order, from, toIndex);
    if (order === this.state.order) return;
    this.set({ order });
    this.syncOrder();
  }

  moveBy(id: string, delta: number) {
    const order = moveBy(this.state.order, id, delta);
    if (order === this.state.order) return;
    this.set({ order });
    this.syncOrder();
  }

  private orderSync: Promise<void> = Promise.resolve();

  private syncOrder() {
    const { order, savedOrder, orderSaving } = this.state;
    if (orderSaving || sameOrder(order, savedOrder)) return;
    this.set({ orderSaving: true });
    this.orderSync = this.options.api.reorderSlides(this.courseId, order).then(
      () => {
        this.set({ savedOrder: order, orderSaving: false });
        this.options.onSaved?.();
        this.syncOrder();
      },
      (error: unknown) => {
        this.set({ order: this.state.savedOrder, orderSaving: false });
        this.options.onError?.('reorder', error);
      },
    );
  }

  /** Adding or deleting waits for a reorder in flight, so both sides agree on the order. */
  private async orderSettled(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.orderSync;
      await current;
    } while (current !== this.orderSync);
  }
}

/** The status shown for the whole editor: the most pressing one of any slide, or of the order. */
export function overallStatus(state: EditorState): OverallStatus {
  const rank: SaveStatus[] = ['conflict', 'failed', 'invalid', 'saving', 'pending', 'saved'];
  let best = rank.length - 1;
  for (const id of state.order) {
    const slide = state.slides[id];
    if (slide) best = Math.min(best, rank.indexOf(saveStatus(slide)));
  }
  if (state.orderSaving || !sameOrder(state.order, state.savedOrder)) {
    best = Math.min(best, rank.indexOf('saving'));
  }
  return rank[best] ?? 'saved';
}

export function hasUnsavedWork(state: EditorState): boolean {
  return (
    !sameOrder(state.order, state.savedOrder) ||
    state.order.some((id) => {
      const slide = state.slides[id];
      return slide ? hasUnsavedChanges(slide) : false;
    })
  );
}

/** Each slide as it now reads in the editor: the draft when it is valid, else the last saved one. */
export function slidesAsEdited(state: EditorState): Slide[] {
  return state.order.flatMap((id) => {
    const slide = state.slides[id];
    if (!slide) return [];
    const built = buildPatch(slide.server.kind, slide.draft);
    if (!built.ok) return [slide.server];
    // The draft's background and media keep the addresses the patch leaves out.
    const { background: _sent, media: _sentMedia, ...patch } = built.patch;
    const { background: saved, media: savedMedia, ...server } = slide.server;
    const background = slide.draft.background === undefined ? saved : slide.draft.background;
    const media = slide.draft.media === undefined ? savedMedia : slide.draft.media;
    return [
      { ...server, ...patch, ...(background ? { background } : {}), ...(media ? { media } : {}) },
    ];
  });
}
