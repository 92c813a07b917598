/**
 * The player inside a SCORM package: plain browser JavaScript with no build step
 * and no network, since an LMS serves the package as it is. It draws the course
 * (window.COURSE) with DOM calls only (text is never parsed as HTML), and reports
 * through the SCORM 1.2 runtime API the LMS provides (window.API in a parent frame):
 * where the learner is, the answers, the score, and passed/failed or completed.
 */
export const SCORM_PLAYER = String.raw`(function () {
  'use strict';
  var course = window.COURSE;
  var api = findApi(window);
  var state = { index: 0, answers: {} };

  function findApi(win) {
    for (var i = 0; win && i < 10; i++) {
      if (win.API) return win.API;
      if (win.parent === win) break;
      win = win.parent;
    }
    return window.opener && window.opener.API ? window.opener.API : null;
  }
  function set(key, value) { if (api) api.LMSSetValue(key, String(value)); }
  function get(key) { return api ? api.LMSGetValue(key) : ''; }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { if (c) node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
    return node;
  }

  var BLOCKS = { paragraph: 'p', bulletList: 'ul', orderedList: 'ol', listItem: 'li', blockquote: 'blockquote', codeBlock: 'pre' };
  var MARKS = { bold: 'strong', italic: 'em', underline: 'u', strike: 's', code: 'code' };
  function rich(node) {
    if (node.type === 'text') {
      var out = document.createTextNode(node.text || '');
      (node.marks || []).forEach(function (m) {
        if (m.type === 'link') {
          var href = String((m.attrs || {}).href || '');
          if (!/^(https?:\/\/|mailto:)/i.test(href)) return;
          out = el('a', { href: href, target: '_blank', rel: 'noopener noreferrer' }, [out]);
        } else if (MARKS[m.type]) out = el(MARKS[m.type], {}, [out]);
      });
      return out;
    }
    if (node.type === 'heading') return el('h' + Math.min(4, (node.attrs || {}).level + 1 || 3), {}, (node.content || []).map(rich));
    if (node.type === 'hardBreak') return el('br');
    if (node.type === 'horizontalRule') return el('hr');
    if (node.type === 'image') return el('img', { src: node.attrs.src, alt: node.attrs.alt || '' });
    if (node.type === 'video') return el('video', { src: node.attrs.src, controls: '' });
    if (node.type === 'videoEmbed') return el('iframe', { src: node.attrs.src, title: 'Video', allowfullscreen: '' });
    var tag = BLOCKS[node.type];
    return tag ? el(tag, {}, (node.content || []).map(rich)) : null;
  }

  function graded() { return course.slides.filter(function (s) { return s.quiz; }); }
  function isCorrect(slide, answer) {
    var correct = slide.quiz.correct.slice().sort().join(',');
    return !!answer && answer.slice().sort().join(',') === correct;
  }
  function score() {
    var quizzes = graded();
    if (!quizzes.length) return 100;
    var right = quizzes.filter(function (s) { return isCorrect(s, state.answers[s.id]); }).length;
    return Math.round((right / quizzes.length) * 100);
  }

  function save() {
    set('cmi.core.lesson_location', state.index);
    set('cmi.suspend_data', JSON.stringify(state.answers).slice(0, 4000));
    set('cmi.core.score.min', 0);
    set('cmi.core.score.max', 100);
    if (graded().length) set('cmi.core.score.raw', score());
    if (api) api.LMSCommit('');
  }

  function finish() {
    var result = score();
    var status = 'completed';
    if (graded().length) status = course.passMark == null || result >= course.passMark ? 'passed' : 'failed';
    set('cmi.core.lesson_status', status);
    save();
    render(true);
  }

  function quizView(slide) {
    var chosen = state.answers[slide.id] || [];
    var answered = !!state.answers[slide.id];
    var list = el('fieldset', {}, [el('legend', {}, [slide.quiz.question])]);
    slide.quiz.options.forEach(function (option, i) {
      var input = el('input', { type: slide.quiz.multiple ? 'checkbox' : 'radio', name: 'q', value: String(i), id: 'o' + i });
      if (chosen.indexOf(i) >= 0) input.checked = true;
      if (answered) input.disabled = true;
      list.appendChild(el('div', { class: 'option' }, [input, el('label', { for: 'o' + i }, [option])]));
    });
    var check = el('button', { type: 'button', id: 'check' }, [course.labels.check]);
    if (answered) check.disabled = true;
    check.onclick = function () {
      var picked = Array.prototype.slice.call(list.querySelectorAll('input:checked')).map(function (i) { return Number(i.value); });
      if (!picked.length) return;
      state.answers[slide.id] = picked;
      save();
      render();
    };
    var feedback = answered
      ? el('p', { role: 'status', class: 'feedback' }, [isCorrect(slide, chosen) ? course.labels.correct : course.labels.incorrect, slide.quiz.explanation ? ' ' + slide.quiz.explanation : ''])
      : null;
    return el('div', {}, [list, check, feedback]);
  }

  function render(done) {
    var root = document.getElementById('player');
    root.textContent = '';
    if (done) {
      root.appendChild(el('h1', { tabindex: '-1' }, [course.title]));
      root.appendChild(el('p', { role: 'status', id: 'result' }, [course.labels.finished + (graded().length ? ' ' + score() + '%' : '')]));
      root.firstChild.focus();
      return;
    }
    var slide = course.slides[state.index];
    var heading = el('h1', { tabindex: '-1' }, [slide.title || course.title]);
    var body = el('div', { class: 'body' }, ((slide.body && slide.body.content) || []).map(rich));
    var prev = el('button', { type: 'button', id: 'prev' }, [course.labels.previous]);
    prev.disabled = state.index === 0;
    prev.onclick = function () { state.index--; save(); render(); };
    var last = state.index === course.slides.length - 1;
    var next = el('button', { type: 'button', id: 'next' }, [last ? course.labels.finish : course.labels.next]);
    next.onclick = function () { if (last) finish(); else { state.index++; save(); render(); } };
    root.appendChild(el('p', { class: 'count' }, [(state.index + 1) + ' / ' + course.slides.length]));
    root.appendChild(heading);
    root.appendChild(body);
    if (slide.quiz) root.appendChild(quizView(slide));
    root.appendChild(el('nav', {}, [prev, next]));
    heading.focus();
  }

  if (api) {
    api.LMSInitialize('');
    var status = get('cmi.core.lesson_status');
    if (!status || status === 'not attempted') set('cmi.core.lesson_status', 'incomplete');
    var location = Number(get('cmi.core.lesson_location'));
    if (location > 0 && location < course.slides.length) state.index = location;
    try { state.answers = JSON.parse(get('cmi.suspend_data') || '{}') || {}; } catch (e) { state.answers = {}; }
    window.addEventListener('pagehide', function () { save(); api.LMSFinish(''); });
  }
  render();
})();
`;

export const SCORM_STYLE = `
:root { --accent: #6d28d9; color-scheme: light; }
body { font: 18px/1.6 system-ui, sans-serif; margin: 0; color: #1f1933; background: #faf9fd; }
#player { max-width: 52rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.8rem; line-height: 1.25; }
img, video, iframe { max-width: 100%; height: auto; border-radius: .5rem; }
iframe { aspect-ratio: 16 / 9; width: 100%; border: 0; }
fieldset { border: 1px solid #d9d3ea; border-radius: .75rem; padding: 1rem; }
.option { display: flex; gap: .5rem; align-items: center; padding: .25rem 0; }
button { font: inherit; padding: .5rem 1.25rem; border-radius: .5rem; border: 0; background: var(--accent); color: #fff; cursor: pointer; }
button:disabled { opacity: .5; cursor: default; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
nav { display: flex; justify-content: space-between; margin-top: 2rem; }
.count { color: #5b536f; }
`;
