/** Russian messages. Typed against `en`: a missing or extra key fails typecheck. */
import type { Messages } from './en';

import { fightRu } from './parts/fight.ru';
import { toolsRu } from './parts/tools.ru';
import { libraryioRu } from './parts/libraryio.ru';
import { backgroundRu } from './parts/background.ru';
import { mapRu } from './parts/map.ru';
import { displayRu } from './parts/display.ru';
import { shareRu } from './parts/share.ru';
import { sheetRu } from './parts/sheet.ru';
import { playerlogRu } from './parts/playerlog.ru';
import { d20Ru } from './parts/d20.ru';
import { d20attackRu } from './parts/d20attack.ru';
import { omnlogRu } from './parts/omnlog.ru';
import { omnrulesRu } from './parts/omnrules.ru';
import { omnRu } from './parts/omn.ru';
import { explogRu } from './parts/explog.ru';
import { exprulesRu } from './parts/exprules.ru';
import { expcardRu } from './parts/expcard.ru';
import { expRu } from './parts/exp.ru';
import { lognotesRu } from './parts/lognotes.ru';
import { irtcareRu } from './parts/irtcare.ru';
import { initiativeRu } from './parts/initiative.ru';
import { powersRu } from './parts/powers.ru';
import { abilitiesRu } from './parts/abilities.ru';
import { legendRu } from './parts/legend.ru';
import { errorsRu } from './parts/errors.ru';
import { contactRu } from './parts/contact.ru';
import { purposeRu } from './parts/purpose.ru';

export const ru: Messages = {
  ...fightRu,
  ...toolsRu,
  ...libraryioRu,
  ...backgroundRu,
  ...mapRu,
  ...displayRu,
  ...shareRu,
  ...sheetRu,
  ...playerlogRu,
  ...d20Ru,
  ...d20attackRu,
  ...omnlogRu,
  ...omnrulesRu,
  ...omnRu,
  ...explogRu,
  ...exprulesRu,
  ...expcardRu,
  ...expRu,
  ...lognotesRu,
  ...irtcareRu,
  ...initiativeRu,
  ...powersRu,
  ...abilitiesRu,
  ...legendRu,
  ...errorsRu,
  ...contactRu,
  ...purposeRu,
  'app.title.gm': 'Hexscreen — Мастер',
  'app.title.player': 'Hexscreen — Игроки',
  'app.language': 'Язык',

  'connection.connecting': 'Подключение к Hexscreen…',
  'connection.reconnecting': 'Связь потеряна. Переподключение…',
  'connection.wrongRoleGm':
    'Эта ссылка открывает экран игроков, а не ширму мастера. Используйте ссылку мастера.',
  'connection.wrongRolePlayer': 'Это ссылка мастера, а не экрана игроков. Используйте ссылку для игроков.',
  'connection.refused':
    'Сервер отклонил подключение: ссылка неполная, её заменили новой или мастер прекратил показ. Откройте актуальную ссылку.',

  'error.title': 'Не получилось',
  'error.dismiss': 'Закрыть',
  'error.disconnected': 'Связь с Hexscreen потеряна; повторите, когда она восстановится.',
  'error.wholeNumber': 'Введите целое число.',
  'error.numberRange': 'Введите число от {min} до {max}.',
  'error.nameRequired': 'Введите название.',
  'error.nameTooLong': 'Название не длиннее {max} символов.',

  'save.saved': 'Сохранено',
  'save.savedAt': 'Сохранено в {time}',
  'save.saving': 'Сохранение…',
  'save.error': 'Не сохранено: {message}',
  'save.none': 'Ещё не сохранено',
  'save.label': 'Состояние сохранения',
  'save.onDisk': 'На диске: изменение {saved} из {current}',
  'save.allOnDisk': 'Все изменения на диске (изменение {current})',

  'toolbar.undo': 'Отменить',
  'toolbar.redo': 'Повторить',
  'toolbar.undoHint': 'Отменить (Ctrl+Z)',
  'toolbar.undoHintBounded':
    'Отменить (Ctrl+Z). Хранятся только последние {limit} шагов: {dropped} более ранних уже нет.',
  'toolbar.redoHint': 'Повторить (Ctrl+Shift+Z)',
  'toolbar.campaign': 'Кампания',
  'toolbar.system': 'Система',

  'menu.campaign': 'Меню кампании',
  'menu.new': 'Новая кампания…',
  'menu.open': 'Открыть кампанию…',
  'menu.saveAs': 'Сохранить как…',
  'menu.saveNow': 'Сохранить сейчас',
  'menu.recent': 'Недавние',
  'menu.noRecent': 'Недавних кампаний нет',

  'campaign.new': 'Новая кампания',
  'campaign.name': 'Название кампании',
  'campaign.system': 'Игровая система',
  'campaign.notPlayable': 'пока не готова',
  'campaign.fromDemo': 'Начать с демо-сцены и участников',
  'campaign.noDemo': 'Для {system} пока нет демо: кампания начнётся пустой.',
  'campaign.create': 'Создать кампанию',
  'campaign.open': 'Открыть',
  'campaign.openNamed': 'Открыть {name}',
  'campaign.list': 'Кампании',
  'campaign.listEmpty': 'Кампаний пока нет. Создайте первую.',
  'campaign.current': 'открыта',
  'campaign.unreadable': 'не читается',
  'campaign.savedAt': 'сохранена {time}',
  'campaign.saveAsTitle': 'Сохранить кампанию как',
  'campaign.saveAsName': 'Новое название',
  'campaign.saveAs': 'Сохранить копию',
  'campaign.opened': 'Открыта: {name}',
  'campaign.saved': 'Сохранено',
  'campaign.openTitle': 'Открыть кампанию',
  'campaign.welcome': 'Добро пожаловать в Hexscreen',
  'campaign.welcomeText':
    'Ширма мастера для тактических боёв на карте из гексовых зон. Создайте или откройте кампанию.',
  'campaign.cancel': 'Отмена',
  'campaign.close': 'Закрыть',

  'problem.title': 'Не удалось открыть кампанию',
  'problem.file': 'Файл',
  'problem.message': 'Проблема',
  'problem.untouched': 'Файл не был изменён.',
  'problem.backups': 'Резервные копии',
  'problem.noBackups': 'Пригодных резервных копий не найдено.',
  'problem.restore': 'Восстановить',
  'problem.restoreNamed': 'Восстановить копию {name}',
  'problem.openOther': 'Открыть другую кампанию',
  'problem.restored': 'Резервная копия восстановлена',

  'storage.title': 'Запись невозможна',
  'storage.readOnly': 'Папка доступна только для чтения, или у Hexscreen нет прав на запись в неё.',
  'storage.full': 'Диск заполнен.',
  'storage.folder': 'Папка',
  'storage.fixReadOnly': 'Разрешите запись в папку и нажмите «Повторить».',
  'storage.fixFull': 'Освободите место на диске и нажмите «Повторить».',
  'storage.kept': 'Изменения сохранятся, как только это станет возможно; Hexscreen повторяет попытки и сам.',
  'storage.nothingOpen': 'До тех пор нельзя открыть или создать кампанию.',
  'storage.still': 'Запись всё ещё невозможна.',
  'storage.details': 'Подробности',
  'storage.retry': 'Повторить',
  'storage.retrying': 'Повтор…',
  'storage.recovered': 'Запись снова работает',

  'initiative.region': 'Инициатива',
  'initiative.title': 'Инициатива',
  'initiative.round': 'Раунд {round}',
  'initiative.noEncounter': 'Боя нет',
  'initiative.notRolled': 'не брошено',
  'initiative.current': 'Сейчас ходит',
  'initiative.acted': 'сходил',
  'initiative.start': 'Начать бой',
  'initiative.next': 'Следующий ход',
  'initiative.end': 'Закончить бой',
  'initiative.empty': 'Участников пока нет.',
  'initiative.outOfOrder': 'Вне очерёдности',
  'initiative.hidden': 'скрыт',
  'initiative.kind.pc': 'ИП',
  'initiative.kind.npc': 'НИП',

  'map.region': 'Карта',
  'map.canvas': 'Карта: {scene}',
  'map.noWebgl': 'Карту здесь не нарисовать: графика (WebGL) недоступна. Всё остальное работает.',
  'map.fit': 'Показать всю карту',
  'map.zoomIn': 'Приблизить',
  'map.zoomOut': 'Отдалить',
  'map.noMap': 'Карты пока нет.',
  'map.hiddenZone': 'скрыта',

  'card.region': 'Участник',
  'card.none': 'Выберите участника в списке инициативы или на карте.',
  'card.kind.pc': 'Персонаж игрока',
  'card.kind.npc': 'Персонаж мастера',
  'card.extra': 'статист',
  'card.attributes': 'Характеристики',
  'card.resources': 'Ресурсы',
  'card.damage': 'Урон',
  'card.damageTaken': '{resource}: полученный урон',
  'card.addDamage': 'Добавить {n} урона',
  'card.removeDamage': 'Убрать {n} урона',
  'card.damageAmount': 'Величина урона',
  'card.amountPlaceholder': 'Сколько',
  'card.applyDamage': 'Нанести урон',
  'card.heal': 'Лечить',
  'card.increase': 'Увеличить {resource}',
  'card.decrease': 'Уменьшить {resource}',
  'card.conditions': 'Состояния',
  'card.noConditions': 'Нет',
  'card.conditionPublic': 'видно игрокам',
  'card.conditionUntil': 'до раунда {round}',
  'card.hidden': 'Скрыт от игроков',
  'card.initiative': 'Инициатива',
  'card.initiativeSet': 'Задать',
  'card.weapons': 'Оружие',
  'card.gmNotes': 'Заметки мастера',
  'card.close': 'Снять выбор',

  'log.region': 'Журнал',
  'log.title': 'Журнал',
  'log.empty': 'Пока ничего не произошло.',
  'log.public': 'Видно игрокам',
  'log.round': 'Р{round}',
  'log.someone': 'кто-то',
  'log.campaignRenamed': 'Кампания переименована: «{from}» → «{to}»',
  'log.notesChanged': 'Заметки кампании изменены',
  'log.combatantAdded': '{name} присоединяется',
  'log.combatantRemoved': '{name} удалён(а)',
  'log.combatantUpdated': '{name}: изменено ({fields})',
  'log.resourceChanged': '{name}: {resource} {before} → {after}',
  'log.initiativeSet': '{name}: инициатива {value}',
  'log.initiativeCleared': '{name}: инициатива сброшена',
  'log.tokenMoved': '{name} перемещается',
  'log.tokenHidden': '{name} скрыт(а) от игроков',
  'log.tokenShown': '{name} показан(а) игрокам',
  'log.zoneUpdated': 'Зона {zone} изменена',
  'log.sceneActivated': 'Сцена сменилась на {scene}',
  'log.encounterStarted': 'Бой начинается',
  'log.roundStarted': 'Начинается раунд {round}',
  'log.turnStarted': 'Ход: {name}',
  'log.encounterEnded': 'Бой окончен (раундов: {rounds})',
  'log.unknown': '{type}',

  'player.region.order': 'Инициатива',
  'player.blackout': 'ГМ приостановил показ.',
  'player.pingZone': 'Смотрите: {zone}',
  'player.pingHere': 'Смотрите сюда',
  'player.zones': 'Зоны на карте: {zones}',
  'player.waiting': 'Ждём, пока мастер откроет кампанию…',
  'player.round': 'Раунд {round}',
  'player.noEncounter': 'Боя пока нет',
  'player.turn': 'Сейчас ходит',
  'player.turnOf': 'Ходит: {name}',
  'player.nobody': 'В очерёдности пока никого.',
};
