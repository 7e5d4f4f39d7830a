<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ActionBar</name>
    <message>
        <source>{label} (shortcut: {key})</source>
        <translation>{label} (клавиша: {key})</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>The expert&apos;s move for you, and why (shortcut: {key})</source>
        <translation>Ход, который советует эксперт, и почему (клавиша: {key})</translation>
    </message>
    <message>
        <source>Top choices</source>
        <translation>Лучшие варианты</translation>
    </message>
    <message>
        <source>The hint&apos;s best moves, with their chance to win the hand</source>
        <translation>Лучшие варианты по подсказке и их шансы выиграть сдачу</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{name}: lead</source>
        <translation>{name}: ход</translation>
    </message>
    <message>
        <source>{name}: answer</source>
        <translation>{name}: ответ</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Game points per hand and share of hands won per day</source>
        <translation>Игровые очки за сдачу и доля выигранных сдач по дням</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Сдач ещё не было.</translation>
    </message>
    <message>
        <source>Chips won or lost per hand</source>
        <translation>Фишки, выигранные или проигранные за сдачу</translation>
    </message>
    <message>
        <source>Game points per hand</source>
        <translation>Игровые очки за сдачу</translation>
    </message>
    <message>
        <source>Share of hands won per day</source>
        <translation>Доля выигранных сдач по дням</translation>
    </message>
    <message>
        <source>{share} %</source>
        <translation>{share} %</translation>
    </message>
    <message numerus="yes">
        <source>Bars: chips won or lost in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Столбцы: фишки, выигранные или проигранные за последнюю %n сдачу (зелёным — выигрыш, красным — проигрыш).</numerusform>
            <numerusform>Столбцы: фишки, выигранные или проигранные за последние %n сдачи (зелёным — выигрыш, красным — проигрыш).</numerusform>
            <numerusform>Столбцы: фишки, выигранные или проигранные за последние %n сдач (зелёным — выигрыш, красным — проигрыш).</numerusform>
        </translation>
    </message>
    <message>
        <source>Blue line: share of hands won per day, on its own axis (0 to 100 %).</source>
        <translation>Синяя линия: доля выигранных сдач по дням, на своей шкале (от 0 до 100 %).</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>curtain: pass the device</source>
        <translation>занавес: передайте устройство</translation>
    </message>
    <message>
        <source>&amp;Show my cards</source>
        <translation>Показать &amp;мои карты</translation>
    </message>
    <message>
        <source>show my cards</source>
        <translation>показать мои карты</translation>
    </message>
    <message>
        <source>{name}, it is your turn.
The other player looks away.</source>
        <translation>{name}, ваш ход.
Второй игрок, отвернитесь.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The hand starts again.</source>
        <translation>Сдача начинается заново.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; see {log}.</source>
        <translation>Компьютерный игрок ошибся и вместо этого сделал допустимый ход; подробности в {log}.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; no log could be written.</source>
        <translation>Компьютерный игрок ошибся и вместо этого сделал допустимый ход; записать журнал не удалось.</translation>
    </message>
    <message>
        <source>There is nobody to undo for: the computer plays both seats.</source>
        <translation>Отменять нечего: компьютер играет за обоих.</translation>
    </message>
    <message>
        <source>Undo is not offered in hot-seat: it would show a player the other&apos;s answer.</source>
        <translation>В игре вдвоём за одним устройством ход не отменяется: игрок увидел бы ответ соперника.</translation>
    </message>
    <message>
        <source>The hand is over: its plays can no longer be taken back.</source>
        <translation>Сдача закончена: её ходы больше нельзя отменить.</translation>
    </message>
    <message>
        <source>Nothing to undo in this hand yet.</source>
        <translation>В этой сдаче пока нечего отменять.</translation>
    </message>
    <message>
        <source>Your last play can no longer be taken back: you have seen cards since that you had not seen before it (the answer, a card drawn).</source>
        <translation>Ваш последний ход уже нельзя отменить: после него вы увидели карты, которых до него не видели (ответ соперника, карту из колоды).</translation>
    </message>
    <message>
        <source>Your last play was taken back.</source>
        <translation>Ваш последний ход отменён.</translation>
    </message>
</context>
<context>
    <name>HintDesk</name>
    <message>
        <source>The expert is thinking about your move…</source>
        <translation>Эксперт обдумывает ваш ход…</translation>
    </message>
    <message>
        <source>Hint: {what} — {why}.</source>
        <translation>Подсказка: {what} — {why}.</translation>
    </message>
    <message>
        <source>It wins none of the deals the expert tried, but loses the fewest points in them; Top choices lists a riskier move that sometimes wins.</source>
        <translation>Этот ход не выигрывает ни в одной из раздач, которые проверил эксперт, но теряет в них меньше всего очков; в «Лучших вариантах» есть более рискованный ход, который иногда выигрывает.</translation>
    </message>
    <message>
        <source>In the deals the expert tried this hand cannot be won any more; this move loses the least.</source>
        <translation>В раскладах, которые проверил эксперт, эту сдачу уже не выиграть; этот ход теряет меньше всего.</translation>
    </message>
    <message>
        <source>It wins the hand in {share} of the deals the expert tried.</source>
        <translation>Так сдача выигрывается в {share} раскладов, которые проверил эксперт.</translation>
    </message>
    <message>
        <source>play the {cards}</source>
        <translation>сыграть: {cards}</translation>
    </message>
    <message>
        <source>There is nobody to give a hint to: the computer plays both seats.</source>
        <translation>Подсказывать некому: компьютер играет за обоих.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>The hand is over: a hint is for your next move.</source>
        <translation>Сдача окончена: подсказка будет к вашему следующему ходу.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Подсказка даётся, когда ваш ход.</translation>
    </message>
    <message>
        <source>No hints against a friend: the moves are your own.</source>
        <translation>Против друга подсказок нет: ходы должны быть ваши собственные.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>{game} — a match played with cardtable, exported on {when}</source>
        <translation>{game} — партия, сыгранная в cardtable, экспорт {when}</translation>
    </message>
    <message>
        <source>Players: {first} and {second}</source>
        <translation>Игроки: {first} и {second}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Правила: {rules}</translation>
    </message>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>Trump: {suit} (the {card} was turned up).</source>
        <translation>Козырь: {suit} (открыта карта: {card}).</translation>
    </message>
    <message>
        <source>A play was taken back in this hand (Edit ▸ Undo).</source>
        <translation>В этой сдаче ход был отменён (Правка ▸ Отменить ход).</translation>
    </message>
    <message>
        <source>This hand is still being played.</source>
        <translation>Эта сдача ещё не доиграна.</translation>
    </message>
    <message>
        <source>Score after the hand: {first} {a}, {second} {b}</source>
        <translation>Счёт после сдачи: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>Licences</source>
        <translation>Лицензии</translation>
    </message>
    <message>
        <source>cardtable and each part it comes with, under its own licence. Choose a part to read it.</source>
        <translation>cardtable и все входящие в него компоненты, каждый под своей лицензией. Выберите компонент, чтобы прочитать его лицензию.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your unfinished game from {when} was resumed; Game ▸ New starts a new one.</source>
        <translation>Незаконченная партия от {when} продолжена; Игра ▸ Новая начинает новую.</translation>
    </message>
    <message>
        <source>A Bura match now ends when a player has won {pots} pots; Game ▸ New… sets its length (“no limit” too).</source>
        <translation>Партия в буру теперь заканчивается, когда игрок выиграл столько банков: {pots}; длину партии задаёт Игра ▸ Новая… (можно и «без ограничения»).</translation>
    </message>
    <message>
        <source>cardtable</source>
        <translation>cardtable</translation>
    </message>
    <message>
        <source>{game} — cardtable</source>
        <translation>{game} — cardtable</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Начать новую игру?</translation>
    </message>
    <message>
        <source>Start a new game? The match in progress will be given up.</source>
        <translation>Начать новую игру? Текущая партия будет прервана.</translation>
    </message>
    <message>
        <source>Restart the hand?</source>
        <translation>Пересдать?</translation>
    </message>
    <message>
        <source>Deal the same cards again? The hand is replayed from its start; nothing is scored, and it counts as a restarted hand.</source>
        <translation>Раздать те же карты ещё раз? Сдача играется заново; очки не начисляются, а сдача учитывается как пересданная.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Новая…</translation>
    </message>
    <message>
        <source>&amp;Restart hand</source>
        <translation>&amp;Пересдать</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>&amp;Export history…</source>
        <translation>&amp;Экспорт истории…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>С&amp;татистика</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>Как &amp;играть</translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation>&amp;Учебная сдача</translation>
    </message>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Сыграть с другом он&amp;лайн…</translation>
    </message>
    <message>
        <source>Re&amp;view a hand…</source>
        <translation>&amp;Разбор сдачи…</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Колода</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Рубашка</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Скорость ани&amp;мации</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>C&amp;loth</source>
        <translation>&amp;Сукно</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>Learner &amp;hints</source>
        <translation>&amp;Подсказки для новичков</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>Р&amp;азрешить отмену хода</translation>
    </message>
    <message>
        <source>Auto-&amp;claim</source>
        <translation>Авто&amp;объявление</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавиатура</translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation>&amp;О программе cardtable</translation>
    </message>
    <message>
        <source>About cardtable</source>
        <translation>О программе cardtable</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Лицензии…</translation>
    </message>
    <message>
        <source>Schnapsen, Bura and Bohemian Schneider against the computer.&lt;br&gt;Card art, icons and sounds are made by the project.</source>
        <translation>Шнапсен, бура и богемский шнайдер против компьютера.&lt;br&gt;Рисунки карт, значки и звуки созданы самим проектом.</translation>
    </message>
    <message>
        <source>Match over: a draw.</source>
        <translation>Партия окончена: ничья.</translation>
    </message>
    <message>
        <source>Match over: {name} won.</source>
        <translation>Партия окончена. Победитель: {name}.</translation>
    </message>
    <message>
        <source>Match over: you won.</source>
        <translation>Партия окончена: вы победили.</translation>
    </message>
    <message>
        <source>Cannot autosave: {reason} The game goes on.</source>
        <translation>Не удалось сохранить автоматически: {reason} Игра продолжается.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Нет игры для сохранения.</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Сохранено как {name}.</translation>
    </message>
    <message>
        <source>{name} holds a finished match: there is nothing left to play.</source>
        <translation>В файле {name} законченная партия: играть больше нечего.</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>Открыт файл {name}.</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>Нет игры для экспорта.</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {reason}.</source>
        <translation>Не удалось записать историю в {path}: {reason}.</translation>
    </message>
    <message>
        <source>History written to {name}.</source>
        <translation>История записана в {name}.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>cardtable games (*{suffix})</source>
        <translation>Игры cardtable (*{suffix})</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Open {name}? The match in progress will be given up.</source>
        <translation>Открыть {name}? Текущая партия будет прервана.</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Экспорт истории</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Текст (*.txt)</translation>
    </message>
    <message>
        <source>Undo is turned off (View ▸ Allow undo).</source>
        <translation>Отмена хода выключена (Вид ▸ Разрешить отмену хода).</translation>
    </message>
    <message>
        <source>Settings could not be saved: {reason}</source>
        <translation>Не удалось сохранить настройки: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>{title} ({rule})</source>
        <extracomment>A rule toggle&apos;s row in the dialog: the name players use, with the rule id beside it.</extracomment>
        <translation>{title} ({rule})</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>новая игра</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>name of player {n}</source>
        <translation>имя игрока {n}</translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation>Варианты правил</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>{name} is invited: the match starts when {name} accepts…</source>
        <translation>Приглашение для {name} отправлено: партия начнётся, когда {name} его примет…</translation>
    </message>
    <message>
        <source>Waiting for the match to be dealt…</source>
        <translation>Ожидание сдачи карт…</translation>
    </message>
    <message>
        <source>{game} with {name} — cardtable</source>
        <translation>{game} с игроком {name} — cardtable</translation>
    </message>
    <message>
        <source>Inviting {name} to a new match…</source>
        <translation>Приглашение для {name} в новую партию…</translation>
    </message>
    <message>
        <source>The new match could not be made: {problem}</source>
        <translation>Не удалось создать новую партию: {problem}</translation>
    </message>
    <message>
        <source>Signed out: your match with {name} waits in its room until you sign in again.</source>
        <translation>Вы вышли: ваша партия с {name} ждёт в своей комнате, пока вы снова не войдёте.</translation>
    </message>
    <message>
        <source>Online match</source>
        <translation>Онлайн-партия</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Claim the match</source>
        <translation>Заявить о победе</translation>
    </message>
    <message>
        <source>Playing with {name}</source>
        <translation>Игра с игроком {name}</translation>
    </message>
    <message>
        <source>Undo is not offered online: your friend has seen your move, and the room keeps it.</source>
        <extracomment>Why a feature is off online (``session.online.Offline``).</extracomment>
        <translation>В онлайн-игре отмены хода нет: ваш друг уже видел ваш ход, и он сохранён в комнате.</translation>
    </message>
    <message>
        <source>An online hand cannot be dealt again: both programs made its deal together.</source>
        <translation>Онлайн-сдачу нельзя пересдать: её сдавали обе программы вместе.</translation>
    </message>
    <message>
        <source>An online match is kept in its room: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Онлайн-партия хранится в своей комнате: Игра ▸ Сыграть с другом онлайн… вернёт вас к ней.</translation>
    </message>
    <message>
        <source>The next deal is being made with your friend&apos;s program…</source>
        <translation>Следующая сдача готовится вместе с программой вашего друга…</translation>
    </message>
    <message>
        <source>An online hand is not reviewed: this program never holds your friend&apos;s cards.</source>
        <translation>Онлайн-сдачу нельзя разобрать: у этой программы никогда нет карт вашего друга.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <extracomment>The turn line while the table waits for the friend or his program (``session.online.Awaited``).</extracomment>
        <translation>{name} думает…</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s program to open your cards…</source>
        <translation>Ожидание, пока программа {name} откроет ваши карты…</translation>
    </message>
    <message>
        <source>The next deal is being made with {name}&apos;s program…</source>
        <translation>Следующая сдача готовится вместе с программой {name}…</translation>
    </message>
    <message>
        <source>{name} seems to be away: the match goes on when {name} is back.</source>
        <translation>{name}, похоже, отошёл: партия продолжится, когда {name} вернётся.</translation>
    </message>
    <message>
        <source>Back at your match with {name}: nothing has happened since you left.</source>
        <extracomment>A player back at an online match with no move to recap (``session.online.Back``).</extracomment>
        <translation>Снова в партии с {name}: пока вас не было, ничего не произошло.</translation>
    </message>
    <message>
        <source>Back at your match with {name}.</source>
        <translation>Снова в партии с {name}.</translation>
    </message>
    <message>
        <source>an event that is not part of this program&apos;s protocol</source>
        <extracomment>What was wrong with a refused event (``faults.Reason``), completing &quot;{name} sent …&quot;.</extracomment>
        <translation>событие, которого нет в протоколе этой программы</translation>
    </message>
    <message>
        <source>an event of another protocol version</source>
        <translation>событие другой версии протокола</translation>
    </message>
    <message>
        <source>an event of another match</source>
        <translation>событие из другой партии</translation>
    </message>
    <message>
        <source>an event from someone who does not play this match</source>
        <translation>событие от того, кто не играет в этой партии</translation>
    </message>
    <message>
        <source>an event sent out of turn</source>
        <translation>событие, отправленное не в свой ход</translation>
    </message>
    <message>
        <source>an event out of order</source>
        <translation>событие в неверном порядке</translation>
    </message>
    <message>
        <source>an event that does not follow the one before it</source>
        <translation>событие, которое не продолжает предыдущее</translation>
    </message>
    <message>
        <source>an event sent a second time</source>
        <translation>событие, отправленное повторно</translation>
    </message>
    <message>
        <source>a deck of the wrong length</source>
        <translation>колоду с неверным числом карт</translation>
    </message>
    <message>
        <source>a locked card that is no valid card</source>
        <translation>зашифрованную карту, которая не является допустимой картой</translation>
    </message>
    <message>
        <source>the same locked card twice</source>
        <translation>одну и ту же зашифрованную карту дважды</translation>
    </message>
    <message>
        <source>a key that is no valid key</source>
        <translation>недействительный ключ</translation>
    </message>
    <message>
        <source>a key that opens no card, or a card already seen elsewhere</source>
        <translation>ключ, который не открывает ни одной карты или открывает карту, уже виденную в другом месте</translation>
    </message>
    <message>
        <source>a key that was owed and not sent</source>
        <translation>ключи, среди которых нет положенного ключа</translation>
    </message>
    <message>
        <source>a key for a card that may not be opened now</source>
        <translation>ключ к карте, которую сейчас нельзя открывать</translation>
    </message>
    <message>
        <source>a move the rules forbid</source>
        <translation>ход, запрещённый правилами</translation>
    </message>
    <message>
        <source>keys at the hand&apos;s end that do not give the deck that was locked</source>
        <translation>ключи в конце сдачи, из которых не получается зашифрованная ранее колода</translation>
    </message>
    <message>
        <source>a hand that does not replay on the revealed deck</source>
        <translation>сдачу, которую нельзя воспроизвести на открытой колоде</translation>
    </message>
    <message>
        <source>a draw for the first dealer that does not match its commitment</source>
        <translation>жребий первого сдающего, не совпадающий с обязательством</translation>
    </message>
    <message>
        <source>a claim that crossed a move</source>
        <translation>заявление о победе, разминувшееся с ходом</translation>
    </message>
    <message>
        <source>a chat line that is too long</source>
        <translation>слишком длинное сообщение чата</translation>
    </message>
    <message>
        <source>a claim of abandonment before the agreed time</source>
        <translation>заявление о брошенной партии до истечения оговорённого времени</translation>
    </message>
    <message>
        <source>an event after the match ended</source>
        <translation>событие после окончания партии</translation>
    </message>
    <message>
        <source>an event of ours that this program&apos;s secret does not give</source>
        <translation>событие от нашего имени, которое не следует из секрета этой программы</translation>
    </message>
    <message>
        <source>The match is disputed: {name} sent {what}. The record is kept; no move is taken.</source>
        <translation>Партия оспорена: игрок {name} прислал {what}. Запись сохранена; ходы больше не принимаются.</translation>
    </message>
    <message>
        <source>You left the match.</source>
        <translation>Вы покинули партию.</translation>
    </message>
    <message>
        <source>{name} left the match.</source>
        <translation>Игрок {name} покинул партию.</translation>
    </message>
    <message>
        <source>You claimed the match: {name} was silent past the agreed time.</source>
        <translation>Вы заявили о победе в партии: игрок {name} молчал дольше оговорённого времени.</translation>
    </message>
    <message>
        <source>{name} claimed the match: you were silent past the agreed time.</source>
        <translation>Игрок {name} заявил о победе в партии: вы молчали дольше оговорённого времени.</translation>
    </message>
    <message>
        <source>Network: {problem} Trying again…</source>
        <translation>Сеть: {problem} Повторная попытка…</translation>
    </message>
    <message>
        <source>Your online match with {name} is waiting: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Ваша онлайн-партия с игроком {name} ждёт: Игра ▸ Сыграть с другом онлайн… вернёт вас к ней.</translation>
    </message>
    <message>
        <source>{name} asks for a rematch: press Play again to accept it.</source>
        <translation>{name} предлагает реванш: нажмите «Сыграть ещё», чтобы принять.</translation>
    </message>
    <message>
        <source>{name} invites you to play {game}: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} приглашает вас сыграть в {game}: принять — Игра ▸ Сыграть с другом онлайн…</translation>
    </message>
    <message>
        <source>{name} invites you to a match: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} приглашает вас на партию: принять — Игра ▸ Сыграть с другом онлайн…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Play a friend online</source>
        <translation>Сыграть с другом онлайн</translation>
    </message>
    <message>
        <source>Matrix account</source>
        <translation>Учётная запись Matrix</translation>
    </message>
    <message>
        <source>name, or @name:server</source>
        <translation>имя или @name:server</translation>
    </message>
    <message>
        <source>Homeserver</source>
        <translation>Домашний сервер</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Пользователь</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>or access token</source>
        <translation>или токен доступа</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Войти</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Пригласить друга</translation>
    </message>
    <message>
        <source>Friend&apos;s Matrix ID</source>
        <translation>Matrix ID друга</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>The rules and the deck are those of Game ▸ New… for this game.</source>
        <translation>Правила и колода для этой игры — те, что выбраны в Игра ▸ Новая…</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Пригласить</translation>
    </message>
    <message>
        <source>Invitations and running matches</source>
        <translation>Приглашения и текущие партии</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Accept or go back</source>
        <translation>Принять или продолжить</translation>
    </message>
    <message>
        <source>Signed in as {user}</source>
        <translation>Вы вошли как {user}</translation>
    </message>
    <message>
        <source>That did not work: {problem}</source>
        <translation>Не получилось: {problem}</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Вход…</translation>
    </message>
    <message>
        <source>The sign-in could not be kept: {reason}</source>
        <translation>Не удалось сохранить данные входа: {reason}</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Выход…</translation>
    </message>
    <message>
        <source>Reading your invitations…</source>
        <translation>Загрузка ваших приглашений…</translation>
    </message>
    <message>
        <source>Invitation from {name}: {game}</source>
        <translation>Приглашение от игрока {name}: {game}</translation>
    </message>
    <message>
        <source>Invitation from {name}</source>
        <translation>Приглашение от игрока {name}</translation>
    </message>
    <message>
        <source>{game} with {name}</source>
        <translation>{game} с игроком {name}</translation>
    </message>
    <message>
        <source>A match with {name}</source>
        <translation>Партия с игроком {name}</translation>
    </message>
    <message>
        <source>Sign in first, and give your friend&apos;s Matrix ID (@name:server).</source>
        <translation>Сначала войдите и укажите Matrix ID вашего друга (@name:server).</translation>
    </message>
    <message>
        <source>Inviting {name}…</source>
        <translation>Отправка приглашения игроку {name}…</translation>
    </message>
    <message>
        <source>Accepting the invitation…</source>
        <translation>Принятие приглашения…</translation>
    </message>
    <message>
        <source>Playing online needs the Matrix client library, which this installation lacks. Install cardtable with its online part: pip install &apos;cardtable[online]&apos;</source>
        <translation>Для игры онлайн нужна клиентская библиотека Matrix, а в этой установке её нет. Установите cardtable с онлайн-частью: pip install &apos;cardtable[online]&apos;</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n игровое очко</numerusform>
            <numerusform>%n игровых очка</numerusform>
            <numerusform>%n игровых очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pot: &lt;b&gt;%n&lt;/b&gt; chip(s)</source>
        <translation>
            <numerusform>Банк: &lt;b&gt;%n&lt;/b&gt; фишка</numerusform>
            <numerusform>Банк: &lt;b&gt;%n&lt;/b&gt; фишки</numerusform>
            <numerusform>Банк: &lt;b&gt;%n&lt;/b&gt; фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n фишка</numerusform>
            <numerusform>%n фишки</numerusform>
            <numerusform>%n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing to %n pot(s)</source>
        <translation>
            <numerusform>Игра до %n банка</numerusform>
            <numerusform>Игра до %n банков</numerusform>
            <numerusform>Игра до %n банков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>Сыграть %n карту</numerusform>
            <numerusform>Сыграть %n карты</numerusform>
            <numerusform>Сыграть %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answer with exactly %n card(s)</source>
        <translation>
            <numerusform>отвечайте ровно %n картой</numerusform>
            <numerusform>отвечайте ровно %n картами</numerusform>
            <numerusform>отвечайте ровно %n картами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bars: game points in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Столбцы: игровые очки за последнюю %n сдачу (зелёным — выигранные, красным — проигранные).</numerusform>
            <numerusform>Столбцы: игровые очки за последние %n сдачи (зелёным — выигранные, красным — проигранные).</numerusform>
            <numerusform>Столбцы: игровые очки за последние %n сдач (зелёным — выигранные, красным — проигранные).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>preferences</source>
        <translation>настройки</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Колода</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Ру&amp;башка</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Скорость ани&amp;мации</translation>
    </message>
    <message>
        <source>A finished &amp;trick stays</source>
        <translation>Сыгранная взятка ост&amp;аётся</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>&amp;Cloth</source>
        <translation>С&amp;укно</translation>
    </message>
    <message>
        <source>Play a card with &amp;one click (Bura: a click picks it for the group)</source>
        <translation>Играть карту &amp;одним щелчком (в буре щелчок добавляет карту в группу)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>&amp;Learner hints (your points this hand, unplayable cards dimmed)</source>
        <translation>&amp;Подсказки для новичков (ваши очки в этой сдаче; карты, которыми сейчас нельзя ходить, затемнены)</translation>
    </message>
    <message>
        <source>Auto-claim &amp;66 or declare 31 when right</source>
        <translation>Автоматически объявлять &amp;66 или 31, когда это верно</translation>
    </message>
    <message>
        <source>Ask before &amp;closing the stock</source>
        <translation>&amp;Спрашивать перед закрытием колоды</translation>
    </message>
    <message>
        <source>Hot-seat Bura: show a special hand at once (else keep it)</source>
        <translation>Бура за одним устройством: показывать особую комбинацию сразу (иначе придержать её)</translation>
    </message>
    <message>
        <source>Show the cards &amp;played, by suit</source>
        <translation>Показывать с&amp;ыгранные карты по мастям</translation>
    </message>
    <message>
        <source>Show both players&apos; poi&amp;nts</source>
        <translation>Показывать очки обоих и&amp;гроков</translation>
    </message>
    <message>
        <source>Show the Hint button (&amp;key H)</source>
        <translation>Показывать кнопку «Подсказка» (клавиша &amp;H)</translation>
    </message>
    <message>
        <source>&amp;Explain the computer&apos;s play</source>
        <translation>Объяснять &amp;ходы компьютера</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>A learning aid: the hands played with it on are marked in the statistics.</source>
        <translation>Помощь в обучении: сдачи, сыгранные с этой настройкой, отмечаются в статистике.</translation>
    </message>
    <message>
        <source>A learning aid: the hands where you ask for a hint are marked in the statistics.</source>
        <translation>Помощь в обучении: сдачи, в которых вы просили подсказку, отмечаются в статистике.</translation>
    </message>
    <message>
        <source>Player &amp;{n} (hot-seat)</source>
        <translation>Игрок &amp;{n} (за одним устройством)</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <source>you have {score} points, and {goal} are enough</source>
        <translation>у вас очков уже {score}, а достаточно {goal}</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps out: {trumps_out}</source>
        <translation>для закрытия нужно ещё очков: {need}; козырей ещё не вышло: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in your hand</source>
        <translation>открытая карта ({card}) лучше у вас на руке</translation>
    </message>
    <message>
        <source>announcing it counts {points} points</source>
        <translation>объявление даёт очков: {points}</translation>
    </message>
    <message>
        <source>the rules let you show this hand now</source>
        <translation>по правилам эту комбинацию можно показать сейчас</translation>
    </message>
    <message>
        <source>there is nothing worth declaring</source>
        <translation>объявлять нечего</translation>
    </message>
    <message>
        <source>it is the only card you may play</source>
        <translation>это единственная карта, которую можно сыграть</translation>
    </message>
    <message>
        <source>trumping takes the trick with {amount} in it</source>
        <translation>козырь берёт взятку, в которой {amount}</translation>
    </message>
    <message>
        <source>it takes the trick with {amount} in it</source>
        <translation>эта карта берёт взятку, в которой {amount}</translation>
    </message>
    <message>
        <source>it gives the trick away for only {amount}</source>
        <translation>взятка отдаётся всего за {amount}</translation>
    </message>
    <message>
        <source>it gives the trick away and loses nothing by it</source>
        <translation>взятка отдаётся без потерь</translation>
    </message>
    <message>
        <source>no card you have not seen beats the {card} in its suit</source>
        <translation>среди карт, которых ещё не видно, нет старше, чем {card}, в этой масти</translation>
    </message>
    <message>
        <source>no card you have not seen beats it in its suit</source>
        <translation>среди карт, которых ещё не видно, нет старшей в этой масти</translation>
    </message>
    <message>
        <source>it draws trumps; trumps out: {trumps_out}</source>
        <translation>так выбиваются козыри; козырей ещё не вышло: {trumps_out}</translation>
    </message>
    <message>
        <source>it keeps your high cards back ({amount} led)</source>
        <translation>старшие карты остаются на руке (ход стоит {amount})</translation>
    </message>
    <message>
        <source>of your leads, this one came out best in the hint&apos;s search ({amount} led)</source>
        <translation>из ваших ходов этот оказался лучшим в расчёте подсказки (ход стоит {amount})</translation>
    </message>
    <message>
        <source>it has {score} points, and {goal} are enough</source>
        <translation>у него очков уже {score}, а достаточно {goal}</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps still in play: {trumps_out}</source>
        <translation>для закрытия нужно ещё очков: {need}; козырей ещё в игре: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in its hand</source>
        <translation>открытая карта ({card}) лучше у него на руке</translation>
    </message>
    <message>
        <source>the rules let it show this hand now</source>
        <translation>по правилам эту комбинацию можно показать сейчас</translation>
    </message>
    <message>
        <source>it draws trumps; trumps still in play: {trumps_out}</source>
        <translation>так выбиваются козыри; козырей ещё в игре: {trumps_out}</translation>
    </message>
    <message numerus="yes">
        <source>%n honour(s)</source>
        <translation>
            <numerusform>%n онёр</numerusform>
            <numerusform>%n онёра</numerusform>
            <numerusform>%n онёров</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}: {why}.</source>
        <translation>{who}: {why}.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of the hand</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ &amp;Предыдущая взятка</translation>
    </message>
    <message>
        <source>Next &amp;trick ▶</source>
        <translation>Следующая &amp;взятка ▶</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Сдача {n}</translation>
    </message>
    <message>
        <source>The whole match</source>
        <translation>Вся партия</translation>
    </message>
    <message>
        <source>Choices of {name}</source>
        <translation>Решения: {name}</translation>
    </message>
    <message>
        <source>The whole match: {done} of {hands} hands reviewed.</source>
        <translation>Вся партия: разобрано сдач — {done} из {hands}.</translation>
    </message>
    <message>
        <source>The expert is reviewing the hand…</source>
        <translation>Эксперт разбирает сдачу…</translation>
    </message>
    <message>
        <source>The expert is reviewing hand {n}…</source>
        <translation>Эксперт разбирает сдачу {n}…</translation>
    </message>
    <message>
        <source>{done} of {total} decisions</source>
        <translation>решения: {done} из {total}</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>Разбор не удался: {error}</translation>
    </message>
    <message>
        <source>Trick {n} of {count}</source>
        <translation>Взятка {n} из {count}</translation>
    </message>
    <message>
        <source>The hand&apos;s end</source>
        <translation>Конец сдачи</translation>
    </message>
    <message>
        <source>No choice of yours to review in this trick.</source>
        <translation>В этой взятке нет ваших решений для разбора.</translation>
    </message>
    <message>
        <source>No hand of this match has finished yet.</source>
        <translation>В этой партии ещё не закончилась ни одна сдача.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source># Playing with the keyboard

Every move can be made without a mouse.

- **Left / Right** (or Up / Down), **Home / End**: move along your hand, dimmed cards included; the card with the blue
  outline is where you are.
- **Enter**: play that card (a dimmed card is refused, with the rule that forbids it). In Bura, play
  the cards you have picked.
- **Space**: in Bura, pick the card (or put it back) to build a group of two or three.
- **M** marriage, **X** exchange the trump card, **C** close the stock, **A** claim 66 / declare 31,
  **D** declare a special hand, **P** pass: the letter is underlined on each button.
- **L**: look at the last trick again.
- **Space** or **Enter** on the table: go on when a finished trick stays until you click.
- **N** or **Enter**: next hand, after a hand&apos;s summary.
- **Tab**: move between your hand and the buttons. Two buttons with one letter (two marriages): the
  letter moves to each in turn, **Space** presses it.
- **Ctrl+N** new game, **Ctrl+R** restart the hand, **Ctrl+Z** undo, **Ctrl+,** preferences,
  **F1** the rules (on macOS the system&apos;s own keys for these).
</source>
        <translation># Игра с клавиатуры

Любой ход можно сделать без мыши.

- **Влево / Вправо** (или Вверх / Вниз), **Home / End**: перемещение по картам на руке, в том числе затемнённым; карта с синей рамкой
  — текущая.
- **Enter**: сыграть эту карту (затемнённая карта не принимается, с указанием запрещающего правила). В буре — сыграть выбранные карты.
- **Пробел**: в буре выбрать карту (или вернуть её), чтобы собрать группу из двух или трёх.
- **M** марьяж, **E** обмен козырной карты, **C** закрыть колоду, **A** объявить 66 / 31,
  **D** показать особую комбинацию, **P** пас: буква указана на каждой кнопке.
- **L**: ещё раз посмотреть последнюю взятку.
- **Пробел** или **Enter** на столе: продолжить, когда сыгранная взятка лежит до щелчка.
- **N** или **Enter**: следующая сдача, после итогов сдачи.
- **Tab**: переход между картами на руке и кнопками. Две кнопки с одной буквой (два марьяжа): буква
  переходит от одной к другой, **пробел** нажимает её.
- **Ctrl+N** новая игра, **Ctrl+R** пересдать, **Ctrl+Z** отменить ход, **Ctrl+,** настройки,
  **F1** правила (в macOS — системные клавиши для этого).
</translation>
    </message>
    <message>
        <source>- **H**: the hint for your move; **Top choices** then lists its best options with their figures.
- In the hand review: **Right** or **Alt+T** next trick, **Left** or **Alt+P** previous trick.
- After a match&apos;s result: **Space**, or the underlined letter of Play again, starts the next match;
  **Enter** does not, so that a key meant for the next hand does not pass the final result unread.
</source>
        <extracomment>Keys that the list above left out (a newcomer found them missing from Help ▸ Keyboard).</extracomment>
        <translation>- **H**: подсказка для вашего хода; **Лучшие варианты** затем показывают её лучшие ходы с цифрами.
- В разборе сдачи: **вправо** или **Alt+В** следующая взятка, **влево** или **Alt+П** предыдущая взятка.
- После итога партии: **пробел** или подчёркнутая буква кнопки «Сыграть ещё» начинает следующую партию;
  **Enter** — нет, чтобы клавиша, нажатая ради следующей сдачи, не пропустила итог непрочитанным.
</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>правила</translation>
    </message>
    <message>
        <source>keyboard</source>
        <translation>клавиатура</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
</context>
<context>
    <name>Sayer</name>
    <message>
        <source>{figure} pots</source>
        <translation>{figure} банка</translation>
    </message>
    <message>
        <source>{figure} game points</source>
        <translation>{figure} игрового очка</translation>
    </message>
    <message numerus="yes">
        <source>%n costly lead(s)</source>
        <translation>
            <numerusform>%n невыгодный ход</numerusform>
            <numerusform>%n невыгодных хода</numerusform>
            <numerusform>%n невыгодных ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly answer(s)</source>
        <translation>
            <numerusform>%n невыгодный ответ</numerusform>
            <numerusform>%n невыгодных ответа</numerusform>
            <numerusform>%n невыгодных ответов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly close(s)</source>
        <translation>
            <numerusform>%n невыгодное закрытие</numerusform>
            <numerusform>%n невыгодных закрытия</numerusform>
            <numerusform>%n невыгодных закрытий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed close(s)</source>
        <translation>
            <numerusform>%n упущенное закрытие</numerusform>
            <numerusform>%n упущенных закрытия</numerusform>
            <numerusform>%n упущенных закрытий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed claim(s)</source>
        <translation>
            <numerusform>%n упущенное объявление</numerusform>
            <numerusform>%n упущенных объявления</numerusform>
            <numerusform>%n упущенных объявлений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed exchange(s)</source>
        <translation>
            <numerusform>%n упущенный обмен</numerusform>
            <numerusform>%n упущенных обмена</numerusform>
            <numerusform>%n упущенных обменов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed marriage(s)</source>
        <translation>
            <numerusform>%n упущенный марьяж</numerusform>
            <numerusform>%n упущенных марьяжа</numerusform>
            <numerusform>%n упущенных марьяжей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly declaration(s)</source>
        <translation>
            <numerusform>%n невыгодное объявление</numerusform>
            <numerusform>%n невыгодных объявления</numerusform>
            <numerusform>%n невыгодных объявлений</numerusform>
        </translation>
    </message>
    <message>
        <source>No choice to review: every move was forced.</source>
        <translation>Разбирать нечего: все ходы были вынужденными.</translation>
    </message>
    <message>
        <source>No costly choice in {n} decisions: {loss} against the expert.</source>
        <translation>Невыгодных решений нет (всего решений: {n}): {loss} по сравнению с экспертом.</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} и {last}</translation>
    </message>
    <message>
        <source>{mistakes} ({costly}); in all {n} decisions, {loss} against the expert.</source>
        <translation>{mistakes} ({costly}); всего по решениям ({n}): {loss} по сравнению с экспертом.</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>сыграть: {cards}</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Ваше решение</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ваш ответ</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Шанс выиграть сдачу</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>В среднем</translation>
    </message>
    <message>
        <source>the expert&apos;s choice</source>
        <translation>выбор эксперта</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>ваш выбор</translation>
    </message>
    <message>
        <source>Costly: {loss} against the expert&apos;s choice.</source>
        <translation>Невыгодно: {loss} по сравнению с выбором эксперта.</translation>
    </message>
    <message>
        <source>Not costly ({loss}).</source>
        <translation>Без заметных потерь ({loss}).</translation>
    </message>
    <message>
        <source>Hindsight: this position was too big to solve with every card known.</source>
        <translation>Задним числом: позиция слишком велика, чтобы просчитать её при всех открытых картах.</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: your choice was as good as any ({value}).</source>
        <translation>Задним числом, при всех открытых картах: ваш вариант не хуже любого другого ({value}).</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: {best} was best ({value}); yours gave {mine}.</source>
        <translation>Задним числом, при всех открытых картах: лучший вариант — {best} ({value}); ваш дал {mine}.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>score sheet</source>
        <translation>таблица очков</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Game</source>
        <extracomment>(column key, heading) of the totals table, in order: what a player compares at a glance. Each heading says what its column counts on its own (&quot;won&quot; beside &quot;won&quot; left the player guessing); the first space breaks it.</extracomment>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Bummerls won</source>
        <translation>Буммерли выиграны</translation>
    </message>
    <message>
        <source>Claims right</source>
        <translation>Объявления верные</translation>
    </message>
    <message>
        <source>Closes held</source>
        <translation>Закрытия удались</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Партии сыграны</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Партии выиграны</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Сдачи сыграны</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Сдачи выиграны</translation>
    </message>
    <message>
        <source>Game points won</source>
        <extracomment>(key, label) of the figures of the row picked in the table, listed beside the chart. Points are the game points a hand is worth (&quot;Points won&quot; read like card points).</extracomment>
        <translation>Игровые очки выиграны</translation>
    </message>
    <message>
        <source>Game points lost</source>
        <translation>Игровые очки проиграны</translation>
    </message>
    <message>
        <source>Won Schneider</source>
        <translation>Выигрыши шнайдером</translation>
    </message>
    <message>
        <source>Won Schwarz</source>
        <translation>Выигрыши шварцем</translation>
    </message>
    <message>
        <source>Bummerls lost</source>
        <translation>Буммерли проиграны</translation>
    </message>
    <message>
        <source>Schneiderbummerls won</source>
        <translation>Шнайдер-буммерли выиграны</translation>
    </message>
    <message>
        <source>Chips won or lost</source>
        <translation>Фишки выиграны или проиграны</translation>
    </message>
    <message>
        <source>Claims wrong</source>
        <translation>Объявления ошибочные</translation>
    </message>
    <message>
        <source>Closes failed</source>
        <translation>Закрытия не удались</translation>
    </message>
    <message>
        <source>Hands with undo</source>
        <translation>Сдачи с отменой хода</translation>
    </message>
    <message>
        <source>Hands with a hint</source>
        <translation>Сдачи с подсказкой</translation>
    </message>
    <message>
        <source>Hands with learning aids</source>
        <translation>Сдачи с помощью в обучении</translation>
    </message>
    <message>
        <source>{preset}, rules changed</source>
        <extracomment>A preset whose rules the player changed in the New game dialog (kept as &quot;standard+&quot;).</extracomment>
        <translation>{preset}, правила изменены</translation>
    </message>
    <message>
        <source>Statistics — cardtable</source>
        <translation>Статистика — cardtable</translation>
    </message>
    <message>
        <source>Statistics per game, rules and opponent</source>
        <translation>Статистика по игре, правилам и сопернику</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Сбросить статистику…</translation>
    </message>
    <message numerus="yes">
        <source>Left out of these figures, as damaged: %n record(s) of hands or matches.</source>
        <translation>
            <numerusform>Не вошла в эти цифры как повреждённая %n запись о сдачах или партиях.</numerusform>
            <numerusform>Не вошли в эти цифры как повреждённые %n записи о сдачах или партиях.</numerusform>
            <numerusform>Не вошли в эти цифры как повреждённые %n записей о сдачах или партиях.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only hands you play count; a demo counts nothing.</source>
        <translation>Учитываются только сдачи, которые вы играете сами; демонстрация не считается.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сбросить статистику</translation>
    </message>
    <message>
        <source>Forget every recorded hand and match? This cannot be undone.</source>
        <translation>Забыть все записанные сдачи и партии? Это нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>The match is over: Space or {key} plays again.</source>
        <translation>Партия окончена: пробел или {key} — сыграть ещё раз.</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Следующая с&amp;дача</translation>
    </message>
    <message>
        <source>continue to the next hand</source>
        <translation>перейти к следующей сдаче</translation>
    </message>
    <message>
        <source>N</source>
        <comment>shortcut of Next hand</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Клавиша: {key}</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Сыграть &amp;ещё</translation>
    </message>
    <message>
        <source>play again with the same rules</source>
        <translation>сыграть ещё с теми же правилами</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>choose a new game</source>
        <translation>выбрать новую игру</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Разбор сдачи</translation>
    </message>
    <message>
        <source>the expert&apos;s review of this hand</source>
        <translation>разбор этой сдачи экспертом</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>You have {score} points.</source>
        <translation>Ваши очки: {score}.</translation>
    </message>
    <message>
        <source>card table</source>
        <translation>игровой стол</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>взятка</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>колода</translation>
    </message>
    <message>
        <source>the trump card</source>
        <translation>козырная карта</translation>
    </message>
    <message>
        <source>status line</source>
        <translation>строка состояния</translation>
    </message>
    <message>
        <source>{name}: hand</source>
        <translation>{name}: карты на руке</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>закрыта</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>Щёлкните, чтобы продолжить</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this hand.</source>
        <translation>В этой сдаче ещё не взято ни одной взятки.</translation>
    </message>
    <message>
        <source>Last trick: {name} · L: back to this trick</source>
        <translation>Последняя взятка: {name} · L: вернуться к этой взятке</translation>
    </message>
    <message>
        <source>Last trick: {name}</source>
        <translation>Последняя взятка: {name}</translation>
    </message>
    <message>
        <source>Click a card to pick it; then press the Play button that appears, double-click it, or press Enter.</source>
        <translation>Щёлкните карту, чтобы выбрать её; затем нажмите появившуюся кнопку «Сыграть», дважды щёлкните её или нажмите Enter.</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Щелчком</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Ctrl+щелчком</translation>
    </message>
    <message numerus="yes">
        <source>{pick} %n card(s) of any suits to answer; then press the Play button that appears or press Enter.</source>
        <translation>
            <numerusform>{pick} выберите для ответа %n карту любой масти; затем нажмите появившуюся кнопку «Сыграть» или нажмите Enter.</numerusform>
            <numerusform>{pick} выберите для ответа %n карты любых мастей; затем нажмите появившуюся кнопку «Сыграть» или нажмите Enter.</numerusform>
            <numerusform>{pick} выберите для ответа %n карт любых мастей; затем нажмите появившуюся кнопку «Сыграть» или нажмите Enter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a card to play it.</source>
        <translation>Щёлкните карту, чтобы сыграть её.</translation>
    </message>
    <message>
        <source>Double-click a card, drag it to the middle or press Enter to play it.</source>
        <translation>Чтобы сыграть карту, щёлкните её дважды, перетащите в центр стола или нажмите Enter.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Сдача окончена</translation>
    </message>
    <message>
        <source>Show your special hand or pass</source>
        <translation>Покажите особую комбинацию или пасуйте</translation>
    </message>
    <message>
        <source>{name}: show your special hand or pass</source>
        <translation>{name}: покажите особую комбинацию или пасуйте</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Ходит: {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} думает…</translation>
    </message>
    <message>
        <source>Click cards of one suit to pick them; then press the Play button that appears, double-click the last card, or press Enter.</source>
        <translation>Щёлкайте карты одной масти, чтобы выбрать их; затем нажмите появившуюся кнопку «Сыграть», дважды щёлкните последнюю карту или нажмите Enter.</translation>
    </message>
    <message>
        <source>Ctrl+click cards of one suit to pick them; then press the Play button that appears, press Enter, or drag them to the middle.</source>
        <translation>Выбирайте карты одной масти с помощью Ctrl+щелчок; затем нажмите появившуюся кнопку «Сыграть», нажмите Enter или перетащите карты в центр стола.</translation>
    </message>
    <message>
        <source>Close the stock?</source>
        <translation>Закрыть колоду?</translation>
    </message>
    <message>
        <source>Declare 31?</source>
        <translation>Объявить 31?</translation>
    </message>
    <message>
        <source>Claim 66?</source>
        <translation>Объявить 66?</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Партия закончилась вничью.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Вы выиграли партию!</translation>
    </message>
    <message>
        <source>{name} wins the match.</source>
        <translation>Победитель партии: {name}.</translation>
    </message>
    <message>
        <source>Hands played: {hands} · won: {first} {a}, {second} {b}</source>
        <translation>Сыграно сдач: {hands} · выиграно: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>TopChoices</name>
    <message>
        <source>Top choices</source>
        <translation>Лучшие варианты</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Шанс выиграть сдачу</translation>
    </message>
    <message>
        <source>Expected game points</source>
        <translation>Игровые очки в среднем</translation>
    </message>
    <message>
        <source>Expected pots</source>
        <translation>Банки в среднем</translation>
    </message>
    <message numerus="yes">
        <source>Figures from %n deal(s) the expert tried that fit what you have seen.</source>
        <translation>
            <numerusform>Данные по %n раскладу, который проверил эксперт и который согласуется с тем, что вы видели.</numerusform>
            <numerusform>Данные по %n раскладам, которые проверил эксперт и которые согласуются с тем, что вы видели.</numerusform>
            <numerusform>Данные по %n раскладам, которые проверил эксперт и которые согласуются с тем, что вы видели.</numerusform>
        </translation>
    </message>
    <message>
        <source>No search was needed: this move is clear.</source>
        <translation>Перебор не понадобился: ход очевиден.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to cardtable</source>
        <translation>Добро пожаловать в cardtable</translation>
    </message>
    <message>
        <source>&lt;b&gt;Which game would you like to play?&lt;/b&gt;</source>
        <translation>&lt;b&gt;В какую игру вы хотите сыграть?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play a guided first hand</source>
        <translation>Сыграть учебную сдачу</translation>
    </message>
    <message>
        <source>Just play</source>
        <translation>Просто играть</translation>
    </message>
    <message>
        <source>&lt;b&gt;To play a card&lt;/b&gt;, click it. Or pick it with the arrow keys and press Enter, or drag it to the middle of the table. In Bura, click each card of a group, then press Play.</source>
        <translation>&lt;b&gt;Чтобы сыграть карту&lt;/b&gt;, щёлкните её. Или выберите её клавишами со стрелками и нажмите Enter, или перетащите в центр стола. В буре щёлкните каждую карту группы, затем нажмите «Сыграть».</translation>
    </message>
    <message>
        <source>With one-click play off, a click only picks a card: double-click it, drag it or press Enter to play it.</source>
        <translation>Если игра одним щелчком выключена, щелчок только выбирает карту: чтобы сыграть её, щёлкните её дважды, перетащите или нажмите Enter.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves other than a card&lt;/b&gt; (a marriage, closing the stock, claiming 66, declaring 31 or a special hand) are buttons beside your hand; each has its key underlined.</source>
        <translation>&lt;b&gt;Ходы, кроме карты&lt;/b&gt; (марьяж, закрытие колоды, объявление 66, объявление 31 или особая рука) — это кнопки рядом с вашими картами; у каждой подчёркнута её клавиша.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The rules&lt;/b&gt;: press F1 (Help ▸ Rules). With learner hints on (Game ▸ Preferences), a card you may not play is dimmed and names the rule that forbids it.</source>
        <translation>&lt;b&gt;Правила&lt;/b&gt;: нажмите F1 (Справка ▸ Правила). С подсказками для новичков (Игра ▸ Настройки) карта, которой нельзя ходить, затемнена, и у неё указано правило, которое это запрещает.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A hint&lt;/b&gt;: press H or the Hint button, and the expert shows its move and says why.</source>
        <translation>&lt;b&gt;Подсказка&lt;/b&gt;: нажмите H или кнопку «Подсказка» — эксперт покажет свой ход и объяснит почему.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After a hand&lt;/b&gt;, Game ▸ Review a hand… goes through it with the expert. Game ▸ Preferences ▸ Learning shows the cards already played, both players&apos; points, and why the computer played as it did.</source>
        <translation>&lt;b&gt;После сдачи&lt;/b&gt; её можно разобрать вместе с экспертом: Игра ▸ Разбор сдачи… В разделе Игра ▸ Настройки ▸ Обучение можно включить показ уже сыгранных карт, очков обоих игроков и объяснений, почему компьютер сыграл именно так.</translation>
    </message>
    <message>
        <source>You can read this again any time: Help ▸ How to play.</source>
        <translation>Это можно перечитать в любое время: Справка ▸ Как играть.</translation>
    </message>
</context>
<context>
    <name>access</name>
    <message>
        <source>face-down card</source>
        <translation>карта рубашкой вверх</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>можно сыграть</translation>
    </message>
    <message>
        <source>not playable: {why}</source>
        <translation>нельзя сыграть: {why}</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>карт: {n}</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 карта</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>нет карт</translation>
    </message>
    <message>
        <source>{who}: {cards}</source>
        <extracomment>a play as heard: &quot;Computer: ace of hearts&quot;</extracomment>
        <translation>{who}: {cards}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>&amp;Размер карт</translation>
    </message>
    <message>
        <source>Hi&amp;gh contrast table and deck</source>
        <translation>&amp;Высокий контраст стола и карт</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({kind}); details are in {log}.</source>
        <translation>Что-то пошло не так ({kind}); подробности в {log}.</translation>
    </message>
    <message>
        <source>Something went wrong ({kind}); no log could be written.</source>
        <translation>Что-то пошло не так ({kind}); записать журнал не удалось.</translation>
    </message>
</context>
<context>
    <name>card-suit</name>
    <message>
        <source>clubs</source>
        <extracomment>A suit&apos;s word inside a card&apos;s name (a translation may need another form of it than alone: a genitive, an adjective&apos;s stem), in the context &quot;card-suit&quot; (&quot;tell-card-suit&quot;).</extracomment>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубён</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
</context>
<context>
    <name>cardindex</name>
    <message>
        <source>J</source>
        <comment>card index: jack</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the jack on French-suited cards in your country (German B for Bube); keep J if they say J.</extracomment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card index: queen</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the queen on French-suited cards in your country (German D for Dame); keep Q if they say Q.</extracomment>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <comment>card index: king</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the king on French-suited cards in your country (Dutch H for heer); keep K if they say K.</extracomment>
        <translation>К</translation>
    </message>
    <message>
        <source>A</source>
        <comment>card index: ace</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the ace on French-suited cards in your country (Russian Т for туз); keep A if they say A.</extracomment>
        <translation>Т</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>clubs</source>
        <extracomment>Suit and rank names per deck (D-2, D-3), for card names in sentences and for screen readers. The William Tell deck&apos;s words are in contexts of their own (&quot;tell-cards&quot;, &quot;tell-card-suit&quot;): in English they are the deck&apos;s own ranks and the suits&apos; English names (&quot;ober of leaves&quot;, &quot;daus of bells&quot;), lower case like the French deck&apos;s; a translation gives the deck&apos;s words in its language.</extracomment>
        <translation>трефы</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>черви</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пики</translation>
    </message>
    <message>
        <source>ace of {suit}</source>
        <extracomment>&quot;{rank} of {suit}&quot; in the card&apos;s own words (a Tell deck&apos;s names differ from the French deck&apos;s).</extracomment>
        <translation>туз {suit}</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>десятка {suit}</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>король {suit}</translation>
    </message>
    <message>
        <source>queen of {suit}</source>
        <translation>дама {suit}</translation>
    </message>
    <message>
        <source>jack of {suit}</source>
        <translation>валет {suit}</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>девятка {suit}</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>восьмёрка {suit}</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>семёрка {suit}</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>шестёрка {suit}</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>Rank words inside refusals, per deck (D-2, D-3). Lower case like the card names: they stand inside a sentence (&quot;lead its king or queen&quot;).</extracomment>
        <translation>король</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Schnapsen</source>
        <extracomment>The games&apos; titles as a player reads them (the specs hold them in English).</extracomment>
        <translation>Шнапсен</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Бура</translation>
    </message>
    <message>
        <source>Bohemian Schneider</source>
        <translation>Богемский шнайдер</translation>
    </message>
</context>
<context>
    <name>guide</name>
    <message>
        <source>Lead the {card1}: the highest trump cannot be beaten (S-10), and once you have won a trick your marriages count (S-12).</source>
        <translation>Ходите: {card1}. Старший козырь побить нельзя (S-10), а когда у вас есть хотя бы одна взятка, ваши марьяжи засчитываются (S-12).</translation>
    </message>
    <message>
        <source>The computer could not beat it, so it gave its cheapest card, the {card1}. You took the trick and drew a card from the stock (S-11).</source>
        <translation>Компьютер не смог побить и отдал самую дешёвую карту: {card1}. Взятка ваша, и вы взяли карту из колоды (S-11).</translation>
    </message>
    <message>
        <source>You hold the {card1} and the {card2}: announce the marriage with its button below your cards. It is worth 20 (S-12).</source>
        <translation>У вас на руке {card1} и {card2}: объявите марьяж кнопкой под вашими картами. Он стоит 20 очков (S-12).</translation>
    </message>
    <message>
        <source>Now lead the {card1} or the {card2}: a marriage is played with one of its cards (S-12).</source>
        <translation>Теперь ходите одной из карт марьяжа: {card1} или {card2} (S-12).</translation>
    </message>
    <message>
        <source>You drew the {card1}, the lowest trump: exchange it for the face-up {card2} (S-14). Then you hold the trump marriage.</source>
        <translation>Вы взяли из колоды младший козырь: {card1}. Обменяйте его на открытую козырную карту — {card2} (S-14). Тогда у вас будет козырный марьяж.</translation>
    </message>
    <message>
        <source>Close the stock (S-15): nobody draws any more, and the computer must follow suit (S-17). Close only when you are sure of 66: with the trump marriage you are.</source>
        <translation>Закройте колоду (S-15): больше никто не берёт карты, и компьютер обязан ходить в масть (S-17). Закрывайте, только если уверены, что наберёте 66; с козырным марьяжем это так.</translation>
    </message>
    <message>
        <source>Announce the trump marriage: it is worth 40 (S-12), which makes 79 points.</source>
        <translation>Объявите козырный марьяж: он стоит 40 очков (S-12), и у вас станет 79 очков.</translation>
    </message>
    <message>
        <source>Claim 66 with its button (S-19): you have 79. The computer has no trick, so you win 3 game points (S-22).</source>
        <translation>Объявите 66 кнопкой (S-19): у вас 79. У компьютера нет ни одной взятки, поэтому вы выигрываете 3 игровых очка (S-22).</translation>
    </message>
    <message>
        <source>Well done: that is Schnapsen. Play on as you like; press H for a hint at any time.</source>
        <translation>Отлично — это и есть шнапсен. Играйте дальше как хотите; подсказка — клавиша H, в любой момент.</translation>
    </message>
    <message>
        <source>In Bura you may lead two or three cards of one suit (B-5). Pick the {card1} and the {card2}, then play them together.</source>
        <translation>В буре можно ходить двумя или тремя картами одной масти (B-5). Выберите две карты — {card1} и {card2}, — затем сыграйте их вместе.</translation>
    </message>
    <message>
        <source>Lead the {card1} alone: nothing beats the highest trump (B-7).</source>
        <translation>Ходите одной картой: {card1}. Старший козырь ничем не побить (B-7).</translation>
    </message>
    <message>
        <source>The computer gave the {card1} rather than waste a good card, and you took the trick: you have 39 points now.</source>
        <translation>Компьютер не стал тратить хорошую карту и отдал вот эту: {card1}. Взятка ваша, теперь у вас 39 очков.</translation>
    </message>
    <message>
        <source>To take a group, the answer must beat each of its cards (B-8). The computer could not and gave the {card1} and the {card2}: the trick is yours, and you have 21 points.</source>
        <translation>Чтобы взять группу, ответ должен побить каждую её карту (B-8). Компьютер не смог и отдал две карты: {card1} и {card2}. Взятка ваша, у вас 21 очко.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, worth nothing, and the trick is yours: 32 points, but only a declaration wins (B-17).</source>
        <translation>Компьютер отдал карту, которая ничего не стоит: {card1}. Взятка ваша: у вас 32 очка, но выигрывает только объявление (B-17).</translation>
    </message>
    <message>
        <source>Declare 31 with its button: with 31 or more you win the pot (B-18). Declaring with less would double the pot at your cost.</source>
        <translation>Объявите 31 кнопкой: с 31 очком или больше вы выигрываете банк (B-18). Объявить с меньшим числом очков — значит удвоить банк за свой счёт.</translation>
    </message>
    <message>
        <source>Well done: that is Bura. Keep count of your points as you play; press H for a hint at any time.</source>
        <translation>Отлично — это и есть бура. Считайте свои очки по ходу игры; подсказка — клавиша H, в любой момент.</translation>
    </message>
    <message>
        <source>Schneider has no trumps and no duty to follow suit (H-4). Lead the {card1}: an answer wins only with a higher card of the suit led (H-5), and none is higher.</source>
        <translation>В шнайдере нет козырей и не обязательно ходить в масть (H-4). Ходите: {card1}. Ответ берёт взятку, только если это старшая карта той же масти (H-5), а старше этой карты нет.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, no honour. Your trick holds one honour (H-2).</source>
        <translation>Компьютер отдал карту, которая не онёр: {card1}. В вашей взятке один онёр (H-2).</translation>
    </message>
    <message>
        <source>Lead the {card1}: it is no honour, so if the computer takes the trick, it gains nothing from you.</source>
        <translation>Ходите: {card1}. Это не онёр, поэтому, если компьютер возьмёт взятку, от вас он ничего не получит.</translation>
    </message>
    <message>
        <source>The computer took it with the {card1}: one honour for it, none from you.</source>
        <translation>Взятку взял компьютер, его карта — {card1}: ему один онёр, от вас — ни одного.</translation>
    </message>
    <message>
        <source>Answer with the {card1}: it beats the {card2} in its own suit (H-5) and takes two honours.</source>
        <translation>Ответьте так: {card1}. Эта карта той же масти и старше, чем {card2} (H-5), так что взятка с двумя онёрами — ваша.</translation>
    </message>
    <message>
        <source>Well done. Whoever takes 11 of the 20 honours wins (H-8). Play the hand out; press H for a hint at any time.</source>
        <translation>Отлично. Кто возьмёт 11 онёров из 20, тот и выигрывает (H-8). Доиграйте сдачу; подсказка — клавиша H, в любой момент.</translation>
    </message>
    <message>
        <source>Lesson, step {n} of {total}: {words}</source>
        <translation>Урок, шаг {n} из {total}: {words}</translation>
    </message>
    <message>
        <source>Not this move: the lesson asks for another. {words}</source>
        <translation>Не этот ход: урок предлагает другой. {words}</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read ({reason}); the defaults are used.{kept}</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>Не удалось прочитать файл настроек ({reason}); используются настройки по умолчанию.{kept}</translation>
    </message>
    <message>
        <source>it is not text</source>
        <extracomment>Why a settings file could not be read, in a player&apos;s words (the ``reason`` above).</extracomment>
        <translation>это не текст</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <translation>это не файл настроек</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation>его нельзя открыть</translation>
    </message>
    <message>
        <source>it is not a file (a device or a pipe)</source>
        <translation>это не файл (а устройство или канал)</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>он слишком велик</translation>
    </message>
    <message>
        <source>Your settings folder {folder} cannot be used ({reason}); the defaults are used and changes will not be saved.</source>
        <extracomment>The settings folder cannot be used at all (no permission, a file where the folder should be).</extracomment>
        <translation>Папку настроек {folder} использовать нельзя ({reason}); используются настройки по умолчанию, и изменения не будут сохранены.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>нет доступа</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>на месте папки находится файл</translation>
    </message>
    <message>
        <source>it is a link that points back to itself</source>
        <translation>это ссылка, которая указывает сама на себя</translation>
    </message>
    <message>
        <source>Some saved settings were not valid and were reset: {names}.</source>
        <translation>Некоторые сохранённые настройки были неверны и сброшены: {names}.</translation>
    </message>
    <message>
        <source>Some saved settings are unknown to this version or not valid and were left out: {names}. The file as it was is kept as {name}.</source>
        <extracomment>The same, when the file as it was (perhaps from a newer version) is kept beside the new one.</extracomment>
        <translation>Некоторые сохранённые настройки неизвестны этой версии или недопустимы и были пропущены: {names}. Файл в прежнем виде сохранён как {name}.</translation>
    </message>
    <message>
        <source>the game</source>
        <extracomment>How a setting is named to a player when its saved value is left out (not by its field name).</extracomment>
        <translation>игра</translation>
    </message>
    <message>
        <source>the rules presets</source>
        <translation>наборы правил</translation>
    </message>
    <message>
        <source>the rule toggles</source>
        <translation>варианты правил</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>колода</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>рубашка</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>соперник</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>скорость анимации</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>звук</translation>
    </message>
    <message>
        <source>auto-claim</source>
        <translation>автообъявление</translation>
    </message>
    <message>
        <source>learner hints</source>
        <translation>подсказки для новичков</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>отмена хода</translation>
    </message>
    <message>
        <source>asking before closing the stock</source>
        <translation>вопрос перед закрытием колоды</translation>
    </message>
    <message>
        <source>the theme</source>
        <translation>тема</translation>
    </message>
    <message>
        <source>the cloth</source>
        <translation>сукно</translation>
    </message>
    <message>
        <source>the card size</source>
        <translation>размер карт</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>высокий контраст</translation>
    </message>
    <message>
        <source>how long a finished trick stays</source>
        <translation>время показа сыгранной взятки</translation>
    </message>
    <message>
        <source>one-click play</source>
        <translation>игра одним щелчком</translation>
    </message>
    <message>
        <source>the Bura match length</source>
        <translation>длина партии в буру</translation>
    </message>
    <message>
        <source>hot-seat special hands</source>
        <translation>особые комбинации при игре за одним устройством</translation>
    </message>
    <message>
        <source>the hot-seat names</source>
        <translation>имена игроков за одним устройством</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>язык</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>размер и положение окна</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>приветствие</translation>
    </message>
    <message>
        <source>showing the cards played</source>
        <translation>показ сыгранных карт</translation>
    </message>
    <message>
        <source>showing both players&apos; points</source>
        <translation>показ очков обоих игроков</translation>
    </message>
    <message>
        <source>the Hint button</source>
        <translation>кнопка «Подсказка»</translation>
    </message>
    <message>
        <source>explaining the computer&apos;s play</source>
        <translation>объяснение ходов компьютера</translation>
    </message>
    <message>
        <source>the rules preset of {game}</source>
        <extracomment>A game&apos;s saved rules, named with the game&apos;s (and the rule&apos;s) title.</extracomment>
        <translation>набор правил игры {game}</translation>
    </message>
    <message>
        <source>the {game} rule “{rule}”</source>
        <translation>правило игры {game} «{rule}»</translation>
    </message>
    <message>
        <source>the rules of {game}</source>
        <translation>правила игры {game}</translation>
    </message>
    <message>
        <source>“{key}”</source>
        <extracomment>A key this version does not know (a newer version&apos;s), named as it is written in the file.</extracomment>
        <translation>«{key}»</translation>
    </message>
    <message>
        <source> It was kept as {name}.</source>
        <translation> Он сохранён как {name}.</translation>
    </message>
    <message>
        <source>The saved game names a seat that does not exist.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>В сохранённой игре указано место, которого нет.</translation>
    </message>
    <message>
        <source>The saved game&apos;s rules are not valid: {why}</source>
        <translation>Правила сохранённой игры неверны: {why}</translation>
    </message>
    <message>
        <source>Move {number} of the saved game ({action}) is not legal: {why}</source>
        <translation>Ход {number} сохранённой игры ({action}) не разрешён: {why}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {why}.</source>
        <translation>Не удалось сохранить игру в {path}: {why}.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} — это папка, а не сохранённая игра.</translation>
    </message>
    <message>
        <source>{name} is not a file (a device or a pipe), not a saved game.</source>
        <translation>{name} — не файл (устройство или канал), а не сохранённая игра.</translation>
    </message>
    <message>
        <source>{name} is too large to be a saved game ({kb} KB).</source>
        <translation>{name} слишком велик для сохранённой игры ({kb} КБ).</translation>
    </message>
    <message>
        <source>{name} could not be read: {why}.</source>
        <translation>Не удалось прочитать {name}: {why}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} пуст.</translation>
    </message>
    <message>
        <source>{name} is damaged or not a saved game (it is not readable JSON; perhaps it was cut short).</source>
        <translation>{name} повреждён или не является сохранённой игрой (это не читаемый JSON; возможно, файл обрезан).</translation>
    </message>
    <message>
        <source>{name} is not a cardtable saved game.</source>
        <translation>{name} — не сохранённая игра cardtable.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer cardtable (format {version}); this version reads format {ours} and older.</source>
        <translation>{name} сохранён более новой версией cardtable (формат {version}); эта версия читает формат {ours} и старше.</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game ({where}: {why}).</source>
        <translation>{name} — неверная сохранённая игра ({where}: {why}).</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game (its format version is not one this version knows).</source>
        <translation>{name} — неверная сохранённая игра (эта версия не знает её версию формата).</translation>
    </message>
    <message>
        <source>The game could not be saved ({where}: {why}).</source>
        <translation>Не удалось сохранить игру ({where}: {why}).</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: it is too long ({kb} KB).</source>
        <translation>Не удалось сохранить игру в {path}: она слишком длинная ({kb} КБ).</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as {name}; Game ▸ Open plays it on.</source>
        <translation>Незаконченная партия сохранена как {name}; Игра ▸ Открыть продолжает её.</translation>
    </message>
    <message>
        <source>The autosaved game could not be resumed: {why}{kept}</source>
        <translation>Не удалось продолжить автосохранённую игру: {why}{kept}</translation>
    </message>
    <message>
        <source>A guided first hand cannot be saved; Help ▸ Guided first hand starts it again.</source>
        <extracomment>A guided first hand (issue 43) is dealt by its lesson, not by the match&apos;s seed: it would replay another deal.</extracomment>
        <translation>Учебную сдачу нельзя сохранить; Справка ▸ Учебная сдача начинает её заново.</translation>
    </message>
    <message>
        <source> The old file was kept as {name}.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation> Старый файл сохранён как {name}.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({problem}) and were started anew.{kept}</source>
        <translation>Не удалось прочитать статистику ({problem}), она начата заново.{kept}</translation>
    </message>
    <message>
        <source>Statistics cannot be kept: {why}.{kept}</source>
        <translation>Статистику вести нельзя: {why}.{kept}</translation>
    </message>
    <message>
        <source>The statistics cannot be used now ({why}): the trouble is beside their file, at {name}, not in it. The file was left as it is; nothing is recorded in this run.</source>
        <translation>Статистикой сейчас нельзя пользоваться ({why}): помеха находится рядом с её файлом, в {name}, а не в нём самом. Файл оставлен как есть; в этом запуске ничего не записывается.</translation>
    </message>
    <message>
        <source>The statistics were not reset: another program is using them. Try again once it lets them go.</source>
        <translation>Статистика не сброшена: ею пользуется другая программа. Попробуйте ещё раз, когда та её освободит.</translation>
    </message>
    <message>
        <source>The statistics were written by a newer cardtable (schema {version}); they are left as they are and nothing is recorded.</source>
        <translation>Статистика записана более новой версией cardtable (схема {version}); она остаётся как есть, и ничего не записывается.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {why}.</source>
        <translation>Не удалось сохранить статистику: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be reset: {why}.</source>
        <translation>Не удалось сбросить статистику: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be read: {why}.</source>
        <translation>Не удалось прочитать статистику: {why}.</translation>
    </message>
    <message>
        <source>The statistics are in use by another program; the hands of this run are recorded once it lets them go.</source>
        <translation>Статистика занята другой программой; сдачи этого запуска будут записаны, как только она её освободит.</translation>
    </message>
    <message>
        <source>the table could not show it (the error log has the details)</source>
        <extracomment>Why a saved match could not be shown (an error the table met; the log has the details).</extracomment>
        <translation>стол не смог её показать (подробности в журнале ошибок)</translation>
    </message>
    <message>
        <source>{name} could not be opened: {why}.</source>
        <translation>Не удалось открыть {name}: {why}.</translation>
    </message>
</context>
<context>
    <name>refusal</name>
    <message>
        <source>play one card at a time</source>
        <translation>играйте по одной карте</translation>
    </message>
    <message>
        <source>you do not hold {cards}</source>
        <translation>у вас нет на руке: {cards}</translation>
    </message>
    <message>
        <source>after announcing a marriage you must lead its {King} or {Queen} ({suit})</source>
        <translation>после объявления марьяжа нужно пойти его картой: {King} или {Queen} ({suit})</translation>
    </message>
    <message>
        <source>you must follow suit ({suit})</source>
        <translation>нужно ходить в масть ({suit})</translation>
    </message>
    <message>
        <source>you must head the trick: play a higher card of the suit led ({suit})</source>
        <translation>нужно перебить: сыграйте старшую карту масти хода ({suit})</translation>
    </message>
    <message>
        <source>you cannot follow suit, so you must trump ({suit})</source>
        <translation>у вас нет этой масти, значит, нужно бить козырем ({suit})</translation>
    </message>
    <message>
        <source>a marriage is announced only when you lead, before leading</source>
        <translation>марьяж объявляют только на своём ходу, до хода</translation>
    </message>
    <message>
        <source>you need the {King} and the {Queen} of {suit} to announce a marriage</source>
        <translation>для марьяжа нужны обе карты: {King} и {Queen} ({suit})</translation>
    </message>
    <message>
        <source>announce a marriage before leading</source>
        <translation>объявите марьяж до хода</translation>
    </message>
    <message>
        <source>exchange before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>сначала обмен, потом марьяж (обмен, закрытие, марьяж, ход)</translation>
    </message>
    <message>
        <source>you may exchange the trump card only on your turn to lead, before leading</source>
        <translation>обменять козырную карту можно только на своём ходу, до хода</translation>
    </message>
    <message>
        <source>the trump card no longer lies face up (stock closed or drawn)</source>
        <translation>козырная карта больше не лежит открытой (колода закрыта или разобрана)</translation>
    </message>
    <message>
        <source>you need the trump {Jack} to exchange the trump card</source>
        <translation>для обмена козырной карты нужен козырь: {Jack}</translation>
    </message>
    <message>
        <source>you need the trump {n} to exchange the trump card</source>
        <translation>для обмена козырной карты нужна козырная {n}</translation>
    </message>
    <message>
        <source>close before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>сначала закрытие, потом марьяж (обмен, закрытие, марьяж, ход)</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading</source>
        <translation>закрыть колоду можно только на своём ходу, до хода</translation>
    </message>
    <message>
        <source>the stock is already closed</source>
        <translation>колода уже закрыта</translation>
    </message>
    <message>
        <source>the stock must be open and hold a face-down card besides the trump card</source>
        <translation>колода должна быть открыта, и в ней кроме козырной карты должна быть ещё закрытая карта</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading, while it is open and holds a face-down card besides the trump card</source>
        <translation>закрыть колоду можно только на своём ходу, до хода, пока она открыта и в ней кроме козырной карты есть ещё закрытая карта</translation>
    </message>
    <message>
        <source>drop the lowest trump ({cards}) on the trump card to exchange it</source>
        <translation>для обмена положите младший козырь ({cards}) на козырную карту</translation>
    </message>
    <message>
        <source>the trump card is drawn last; Bura has no exchange.</source>
        <extracomment>The table&apos;s own refusals (the engine&apos;s are listed, generated, in ``engine_words.py``), each with the rule that decides it (&quot;&quot; when none does: the table is not ready for a move).</extracomment>
        <translation>козырная карта берётся последней; в буре обмена нет.</translation>
    </message>
    <message>
        <source>you may not lead more cards than your opponent holds</source>
        <translation>нельзя ходить большим числом карт, чем у соперника</translation>
    </message>
    <message>
        <source>lead one card, or two or three cards of one suit</source>
        <translation>ходите одной картой или двумя-тремя картами одной масти</translation>
    </message>
    <message>
        <source>the cards are played out; declare 31 or pass</source>
        <translation>карты сыграны; объявите 31 или пасуйте</translation>
    </message>
    <message>
        <source>first declare your special hand or pass</source>
        <translation>сначала покажите особую комбинацию или пасуйте</translation>
    </message>
    <message>
        <source>you hold no special hand</source>
        <translation>у вас нет особой комбинации</translation>
    </message>
    <message>
        <source>your hand is {held}, not {special}</source>
        <translation>у вас {held}, а не {special}</translation>
    </message>
    <message>
        <source>three aces or molodka change nothing for the player who leads</source>
        <translation>три туза или молодка ничего не меняют для того, кто ходит</translation>
    </message>
    <message>
        <source>only an equal or higher special hand answers the one declared</source>
        <translation>на показанную комбинацию можно ответить только равной или старшей особой комбинацией</translation>
    </message>
    <message>
        <source>no declaration now</source>
        <translation>сейчас объявлять нельзя</translation>
    </message>
    <message>
        <source>it is your lead</source>
        <translation>сейчас ваш ход</translation>
    </message>
    <message>
        <source>you must answer the cards led</source>
        <translation>нужно ответить на выложенные карты</translation>
    </message>
    <message>
        <source>nothing to pass now</source>
        <translation>сейчас пасовать нельзя</translation>
    </message>
    <message>
        <source>the Bura settles the pot; show your Bura or pass</source>
        <translation>бура решает судьбу банка; покажите свою буру или пасуйте</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>сдача окончена</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>Schnapsen has no {kind}</source>
        <translation>в шнапсене нет хода «{kind}»</translation>
    </message>
    <message>
        <source>Bura has no {kind}</source>
        <translation>в буре нет хода «{kind}»</translation>
    </message>
    <message>
        <source>Schneider has no {kind}; play a card</source>
        <translation>в шнайдере нет хода «{kind}»; сыграйте карту</translation>
    </message>
    <message>
        <source>The match is over: start a new game.</source>
        <translation>Партия окончена: начните новую.</translation>
    </message>
    <message>
        <source>The hand is over: continue to the next deal.</source>
        <translation>Сдача окончена: переходите к следующей сдаче.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Подождите: сейчас не ваш ход.</translation>
    </message>
</context>
<context>
    <name>reviewwords</name>
    <message>
        <source>Trump card (stock: {n})</source>
        <translation>Козырная карта (в колоде: {n})</translation>
    </message>
    <message>
        <source>The hand ended in this trick.</source>
        <translation>Сдача закончилась на этой взятке.</translation>
    </message>
    <message>
        <source>{name} took the trick.</source>
        <translation>Взятку берёт: {name}.</translation>
    </message>
</context>
<context>
    <name>rulebook</name>
    <message>
        <source># Schnapsen

Two players, 20 cards: Ace, Ten, King, Queen and Jack of each suit. The **forehand** is the player who
does not deal; he leads first. The aim of a hand is to reach **66** points and claim them; the game
points won count down a **Bummerl** from 7.

## Cards and points
- **S-1** Within a suit the order is A, 10, K, Q, J. Points: Ace 11, Ten 10, King 4, Queen 3, Jack 2:
  120 in the deck, marriages not counted.

## The match (Bummerl)
- **S-2** Each player starts at 7 and counts down: the game points he wins are taken off his count.
  The first to reach 0 (or below) wins the Bummerl; the loser gets a Bummerl mark (●).
- **S-3** At the start of a match each player draws a card; the lower card deals (on a tie, draw
  again). After that the deal alternates every hand, across Bummerls too.
- **S-4** *Schneiderbummerl* (variant): a Bummerl loser who never scored a game point in it gets two
  marks (●●); the score sheet writes each Bummerl&apos;s marks apart (&quot;●, ●●&quot;).
- **S-5** *Rubber*: one Bummerl, or a rubber of 2 or 3 Bummerls won by the majority. A rubber of 3
  stops as soon as one player has won 2; a rubber of 2 can end 1–1, a drawn rubber.
- **S-6** *Stake Bummerl* (variant): each Bummerl is played for a stake that its loser pays: tripled
  if he won no trick in the whole Bummerl, otherwise doubled if he scored no game point in it. (Here
  Schneider and Schwarz describe the whole Bummerl, not one hand as in S-22.)

## Dealing
- **S-7** Three cards to the forehand, three to the dealer, the next card turned face up: its suit
  is **trump**. Then two more each. The other nine cards are the stock, face down, lying across the
  trump card, which stays visible and is the last card drawn.
- **S-8** The forehand leads to the first trick.

## While the stock is open
- **S-9** Lead any card; the answer may be any card: you need not follow suit or trump.
- **S-10** A trump beats any card of another suit, and the higher trump wins; without trumps the
  higher card of the suit led wins. An answer that neither follows higher nor trumps loses: the
  leader wins.
- **S-11** The trick winner draws the top card of the stock, then the other player draws; both hold
  five again (six in Siebener-Schnapsen). The trick winner leads next. The face-up trump card is
  drawn last, by the loser of the trick that empties the stock.
- **S-12** Holding the King and Queen of a suit, you may announce a **marriage** when it is your
  turn to lead, and you must then lead the King or the Queen: 40 in trumps, 20 in another suit. The
  points count only once you have won a trick in the hand; until then they wait, and they count as
  soon as you win one. Several marriages per hand are allowed, while the stock is open and after it
  is closed or used up.
- **S-13** A marriage announced on the forehand&apos;s first lead also waits for a won trick.
  *Bummerl mit 40* (variant): a **trump** marriage announced on the forehand&apos;s first lead counts at
  once, not only after his first trick. It is a custom that changes no result: without a trick he
  can neither reach 66 nor escape Schwarz (S-22), and his first trick would count the 40 anyway.
- **S-14** The holder of the lowest trump (the trump Jack; the trump 7 in Siebener-Schnapsen) may,
  on his turn to lead and before leading, exchange it for the face-up trump card, as long as the
  stock is open and the trump card still lies face up — also on the forehand&apos;s very first lead.
  **One turn, in this order:** exchange, then close, then announce a marriage, then lead; a claim
  (S-19) may come at any point of it.
- **S-15** On your turn to lead, before leading, you may **close** the stock while it is open and
  holds at least one face-down card besides the trump card. The trump card is turned face down; the
  trump suit stays. From then on nobody draws and S-17 holds at once. You have taken on to reach 66
  (S-21).

## When the stock is closed or used up
- **S-16** No more drawing; the hand is played out from the cards you hold (five tricks, six in
  Siebener-Schnapsen, when the stock ran out; as many as you hold when it was closed).
- **S-17** The answer must follow suit if it can; if it cannot, it must trump if it can; only if it
  can do neither may it be any card. You need not beat the card led.
  *Must head the trick* (variant; the usual Austrian tournament rule): when you follow suit you must
  play a higher card of that suit if you have one (so a trump led must be over-trumped); without a
  higher one you still follow with a lower one, never trump instead.

## Claiming 66 (Ausmachen)
- **S-18** Your score is the points in the tricks you won plus the marriages that count (S-12).
- **S-19** At any of your own turns — before leading, after announcing a marriage and before playing
  its card, or before answering — you may **claim** that your score has reached 66. Play stops and the
  claim is checked. Right: you win the hand, scored as S-22 — but if your opponent had closed the
  stock, he has failed (S-21) and you score as S-21 says. Wrong: your opponent scores 2 game points
  and the hand ends — but if you had closed the stock, a wrong claim is a failed close (S-21).
  *Example:* you have 58 and claim: a wrong claim, your opponent scores 2 game points.
- **S-20** *Auto-claim* (View menu; a player setting, not a rule, off by default because counting is
  part of the game; the Learner settings turn it on with the hints): the program claims for you at
  the first moment the claim is right. The computer always claims as soon as it can.
- **S-21** Whoever closed the stock must reach 66. He fails if his opponent makes a right claim
  first, if he makes a wrong claim himself, or if the last trick is played and he has fewer than 66
  (unless Phase-2 sweep is on and he took every trick after closing, S-25).
  On failure his opponent scores 2 game points, whatever the scores. With Phase-2 sweep on, an
  opponent who takes every trick after the close scores 3 instead (S-25). A closer who has 66 or more
  after the last trick wins the hand, scored as S-22. A wrong claim by the closer&apos;s *opponent* is an
  ordinary wrong claim (S-19).
  *Closing penalty 3 vs. trickless* (variant): if the opponent had won no trick when the stock was
  closed, he scores 3 instead of 2.
  *Example:* you close with 40 points. If your opponent then reaches 66 first and claims, he scores 2
  game points. If you reach 70 and claim, you win the hand and score by the opponent&apos;s points (S-22).
  If you claim with 60, or the last trick leaves you at 60, your opponent scores 2.

## Game points
- **S-22** The winner of a hand (by a right claim, S-21 or S-24) scores:
  1 game point if the loser has 33 to 65 points (his score, S-18, counted marriages included);
  2 if the loser has won a trick but has at most 32 points (**Schneider**);
  3 if the loser has won no trick (**Schwarz**), whatever his marriages.
  A loser who reached 66 without claiming counts as 33 to 65. In Siebener-Schnapsen a trick of two
  sevens is worth 0 points and still counts as a trick.
  *Score at closing* (variant): when the closer wins, the loser&apos;s points and tricks at the moment of
  closing decide Schneider and Schwarz.
  *Example:* you claim with 70 while your opponent has 30 points and one trick: Schneider, 2 game
  points.
- **S-23** Penalties do not look at the scores: a wrong claim gives the opponent 2 game points
  (S-19), and so does a failed close (S-21).
- **S-24** If nobody has claimed when the last trick is played and the stock was not closed, the
  player with the higher score wins the hand, even below 66, scored as S-22; on equal scores the
  winner of the last trick wins. If the stock was closed, S-21 decides instead.
  *Last trick wins* (variant): the winner of the last trick wins the hand, whatever the scores.
- **S-25** *Phase-2 sweep* (variant, on by default): if the hand is played to its last trick with no
  claim ending it, and one player took every trick led after the stock was closed or used up, he
  wins the hand with 3 game points. This comes before S-21 and S-24.
- **S-26** The end-of-hand summary names the winner, the game points and why; its tooltip names the
  rule that decided.

## Variants
- **S-27** *Siebener-Schnapsen* (variant): 24 cards, the sevens added (A, 10, K, Q, J, 7; the 7 is
  worth 0), hands of six. Deal: three to the forehand, three to the dealer, the trump card, three
  more each; the stock holds 11 cards besides the trump card.
- **S-28** The variants of the New game dialog: Bummerl mit 40 (S-13), Schneiderbummerl (S-4),
  Rubber (S-5), Stake Bummerl (S-6), Must head the trick (S-17), Closing penalty 3 vs. trickless
  (S-21), Score at closing (S-22), Last trick wins (S-24), Phase-2 sweep (S-25), Siebener-Schnapsen
  (S-27). The **Tournament** rules turn on Must head the trick, Closing penalty 3 vs.
  trickless, Score at closing and Last trick wins, and turn off Phase-2 sweep and Schneiderbummerl;
  the **Standard** rules are the defaults.

## Decks
- **D-1** Every game here is played with the same cards, four suits of up to nine ranks, and only with
  its own moves: Schnapsen has no pass and no special hands, Bura no marriage, exchange or closing,
  Schneider nothing but playing a card. The deck&apos;s look never changes a rule.

The French deck shows ♣ ♦ ♥ ♠ and Ace, 10, King, Queen, Jack. The William Tell deck (D-3) names the
suits Eichel (acorns, ♣), Schellen (bells, ♦), Herz (hearts, ♥) and Laub or Grün (leaves, ♠), and the
cards Daus or Ass (Ace), 10, König (King), Ober (Queen) and Unter (Jack); the Ober has the suit sign
at the top, the Unter lower down. The deck&apos;s look never changes a rule.
</source>
        <translation># Шнапсен

Играют двое, 20 карт: туз, десятка, король, дама и валет каждой масти. **Первая рука** — игрок,
который не сдаёт; он ходит первым. Цель сдачи — набрать **66** очков и объявить об этом; выигранные
игровые очки списываются со счёта **буммерля**, который идёт вниз от 7.

## Карты и очки
- **S-1** Старшинство карт в масти: туз, десятка, король, дама, валет. Очки: туз 11, десятка 10,
  король 4, дама 3, валет 2; всего в колоде 120, не считая марьяжей.

## Партия (буммерль)
- **S-2** Каждый игрок начинает с 7 и считает вниз: выигранные им игровые очки вычитаются из его
  счёта. Кто первым дойдёт до 0 (или ниже), выигрывает буммерль; проигравший получает отметку
  буммерля (●).
- **S-3** В начале партии каждый игрок тянет карту; сдаёт тот, у кого карта младше (при равенстве
  тянут снова). Дальше сдают по очереди, меняясь каждую сдачу, в том числе и при переходе к новому
  буммерлю.
- **S-4** *Шнайдер-буммерль* (вариант): проигравший буммерль, который не набрал в нём ни одного
  игрового очка, получает две отметки (●●); в таблице очков отметки каждого буммерля записываются
  отдельно («●, ●●»).
- **S-5** *Роббер*: один буммерль или роббер из 2 или 3 буммерлей, который выигрывает тот, кто взял
  большинство. Роббер из 3 заканчивается, как только один игрок выиграл 2; роббер из 2 может
  закончиться со счётом 1–1 — вничью.
- **S-6** *Буммерль на ставку* (вариант): каждый буммерль играется на ставку, которую платит
  проигравший: втройне, если он не взял ни одной взятки за весь буммерль, иначе вдвойне, если он не
  набрал в нём ни одного игрового очка. (Здесь шнайдер и шварц относятся ко всему буммерлю, а не к
  одной сдаче, как в S-22.)

## Сдача
- **S-7** Три карты первой руке, три сдающему, следующая карта открывается: её масть — **козырь**.
  Затем ещё по две карты каждому. Остальные девять карт образуют колоду: она лежит рубашкой вверх
  поперёк козырной карты, которая остаётся открытой и берётся последней.
- **S-8** Первую взятку начинает первая рука.

## Пока колода открыта
- **S-9** Ходить можно любой картой; отвечать тоже можно любой: отвечать в масть или козырем не
  обязательно.
- **S-10** Козырь бьёт любую карту другой масти, а из двух козырей берёт старший; без козырей берёт
  старшая карта масти хода. Если ответ не старше в той же масти и не козырь, он проигрывает: взятку
  берёт ходивший.
- **S-11** Взявший взятку берёт верхнюю карту колоды, затем берёт карту другой игрок; у обоих снова
  по пять карт (по шесть в шнапсене с семёрками). Следующий ход за взявшим взятку. Открытая козырная
  карта берётся последней — её получает тот, кто проиграл взятку, после которой колода кончилась.
- **S-12** Если у вас на руке король и дама одной масти, вы можете, когда вам ходить, объявить
  **марьяж** и тогда обязаны пойти королём или дамой: 40 в козырях, 20 в другой масти. Очки
  засчитываются, только когда вы взяли в этой сдаче хотя бы одну взятку; до тех пор они ждут и
  засчитываются, как только вы её возьмёте. За сдачу можно объявить несколько марьяжей — и пока
  колода открыта, и после того, как её закрыли или она кончилась.
- **S-13** Марьяж, объявленный первой рукой при первом ходе, тоже ждёт, пока не будет взята взятка.
  *Буммерль с 40* (вариант): **козырный** марьяж, объявленный первой рукой при первом ходе,
  засчитывается сразу, а не только после её первой взятки. Это обычай, который не меняет исхода: без
  взятки всё равно нельзя ни набрать 66, ни избежать шварца (S-22), а с первой взяткой эти 40 и так
  были бы засчитаны.
- **S-14** У кого младший козырь (козырной валет; козырная семёрка в шнапсене с семёрками), тот
  может, когда ему ходить, до хода обменять его на открытую козырную карту, пока колода открыта и
  козырная карта ещё лежит лицом вверх, — в том числе при самом первом ходе первой руки.
  **Всё это один ход, в таком порядке:** обмен, затем закрытие, затем объявление марьяжа, затем ход;
  объявить 66 (S-19) можно в любой момент этого хода.
- **S-15** Когда вам ходить, до хода вы можете **закрыть** колоду, если она открыта и в ней, кроме
  козырной карты, есть хотя бы одна карта рубашкой вверх. Козырная карта переворачивается рубашкой
  вверх; козырная масть остаётся прежней. С этого момента никто не берёт карт, и сразу действует
  S-17. Вы взялись набрать 66 (S-21).

## Когда колода закрыта или кончилась
- **S-16** Карт больше не берут; сдача доигрывается картами на руках (пять взяток, шесть в шнапсене
  с семёрками, если колода кончилась; столько, сколько карт на руке, если её закрыли).
- **S-17** Отвечать нужно в масть, если можете; если нет — козырем, если можете; только если нельзя
  ни то ни другое, можно положить любую карту. Бить карту хода не обязательно.
  *Обязательно перебивать* (вариант; обычное правило австрийских турниров): отвечая в масть, нужно
  положить старшую карту этой масти, если она есть (поэтому на ход козырем нужно отвечать старшим
  козырем); если старшей нет, вы всё равно отвечаете в масть младшей картой, а не козырем.

## Объявление 66 (Ausmachen)
- **S-18** Ваш счёт — очки во взятых вами взятках плюс засчитанные марьяжи (S-12).
- **S-19** В любой свой ход — до хода, после объявления марьяжа, но до того, как сыграть его карту,
  или до ответа — вы можете **объявить**, что ваш счёт достиг 66. Игра останавливается, объявление
  проверяется. Верно: вы выигрываете сдачу, она оценивается по S-22, — но если колоду закрыл
  соперник, его закрытие не удалось (S-21), и вы получаете очки по S-21. Ошибочно: соперник получает
  2 игровых очка, и сдача заканчивается, — но если колоду закрыли вы, ошибочное объявление означает
  неудачное закрытие (S-21).
  *Пример:* у вас 58, и вы объявляете: объявление ошибочное, соперник получает 2 игровых очка.
- **S-20** *Автообъявление* (меню «Вид»; настройка игрока, а не правило; по умолчанию выключено,
  потому что счёт — часть игры; настройки для новичков включают его вместе с подсказками): программа
  объявляет за вас в первый же момент, когда объявление будет верным. Компьютер всегда объявляет,
  как только может.
- **S-21** Кто закрыл колоду, тот должен набрать 66. Закрытие не удалось, если соперник первым
  верно объявил 66, если закрывший сам объявил ошибочно или если сыграна последняя взятка, а у него
  меньше 66 (кроме случая, когда включён вариант «Все взятки во 2-й фазе» и он взял все взятки после
  закрытия, S-25).
  При неудаче соперник получает 2 игровых очка, каким бы ни был счёт. Если включён вариант «Все
  взятки во 2-й фазе», соперник, взявший все взятки после закрытия, получает вместо этого 3 (S-25).
  Закрывший, у которого после последней взятки 66 или больше, выигрывает сдачу; она оценивается по
  S-22. Ошибочное объявление *соперника* закрывшего — обычное ошибочное объявление (S-19).
  *Штраф 3 при закрытии против соперника без взяток* (вариант): если в момент закрытия у соперника
  не было ни одной взятки, он получает 3 очка вместо 2.
  *Пример:* вы закрываете колоду, имея 40 очков. Если затем соперник первым наберёт 66 и объявит, он
  получит 2 игровых очка. Если вы наберёте 70 и объявите, вы выиграете сдачу, а игровые очки
  определятся по очкам соперника (S-22). Если вы объявите с 60 или после последней взятки у вас
  окажется 60, соперник получит 2.

## Игровые очки
- **S-22** Победитель сдачи (по верному объявлению, по S-21 или S-24) получает:
  1 игровое очко, если у проигравшего от 33 до 65 очков (его счёт, S-18, вместе с засчитанными
  марьяжами);
  2, если проигравший взял взятку, но набрал не больше 32 очков (**шнайдер**);
  3, если проигравший не взял ни одной взятки (**шварц**), независимо от его марьяжей.
  Проигравший, который набрал 66, но не объявил, считается набравшим от 33 до 65. В шнапсене с
  семёрками взятка из двух семёрок стоит 0 очков, но всё равно считается взяткой.
  *Счёт на момент закрытия* (вариант): если выигрывает закрывший, шнайдер и шварц определяются по
  очкам и взяткам проигравшего на момент закрытия.
  *Пример:* вы объявляете с 70 очками, а у соперника 30 очков и одна взятка: шнайдер, 2 игровых
  очка.
- **S-23** Штрафы не зависят от счёта: ошибочное объявление даёт сопернику 2 игровых очка (S-19),
  и неудачное закрытие тоже (S-21).
- **S-24** Если к последней взятке никто не объявил и колода не была закрыта, сдачу выигрывает
  игрок с бо́льшим счётом, даже если у него меньше 66; оценка — по S-22; при равном счёте выигрывает
  взявший последнюю взятку. Если колода была закрыта, вместо этого решает S-21.
  *Последняя взятка решает* (вариант): сдачу выигрывает взявший последнюю взятку, каким бы ни был
  счёт.
- **S-25** *Все взятки во 2-й фазе* (вариант, по умолчанию включён): если сдача доиграна до
  последней взятки и её не закончило объявление, а один игрок взял все взятки, начатые после того,
  как колоду закрыли или она кончилась, он выигрывает сдачу с 3 игровыми очками. Это правило
  действует раньше S-21 и S-24.
- **S-26** В итогах сдачи указаны победитель, игровые очки и причина; во всплывающей подсказке —
  правило, которое решило исход.

## Варианты
- **S-27** *Шнапсен с семёрками* (вариант): 24 карты, добавлены семёрки (туз, десятка, король, дама,
  валет, семёрка; семёрка стоит 0), на руке по шесть карт. Сдача: три карты первой руке, три
  сдающему, козырная карта, затем ещё по три каждому; в колоде, кроме козырной карты, 11 карт.
- **S-28** Варианты в диалоге «Новая игра»: «Буммерль с 40» (S-13), «Шнайдер-буммерль» (S-4),
  «Роббер» (S-5), «Буммерль на ставку» (S-6), «Обязательно перебивать» (S-17), «Штраф 3 при
  закрытии против соперника без взяток» (S-21), «Счёт на момент закрытия» (S-22), «Последняя взятка
  решает» (S-24), «Все взятки во 2-й фазе» (S-25), «Шнапсен с семёрками» (S-27). **Турнирные**
  правила включают «Обязательно перебивать», «Штраф 3 при закрытии против соперника без взяток»,
  «Счёт на момент закрытия» и «Последняя взятка решает» и выключают «Все взятки во 2-й фазе» и
  «Шнайдер-буммерль»; **стандартные** правила — это настройки по умолчанию.

## Колоды
- **D-1** Все игры здесь играются одними и теми же картами — четыре масти, в каждой до девяти карт, —
  и в каждой игре есть только свои ходы: в шнапсене нет паса и особых комбинаций, в буре нет
  марьяжа, обмена и закрытия, в шнайдере можно только сыграть карту. Вид колоды никогда не меняет
  правил.

Во французской колоде масти ♣ ♦ ♥ ♠ и карты туз, 10, король, дама, валет (в углах карт — A, 10, K,
Q, J). В колоде «Вильгельм Телль» (D-3) масти называются жёлуди (Eichel, ♣), бубенцы (Schellen, ♦),
черви (Herz, ♥) и листья (Laub или Grün, ♠), а карты — туз (Daus или Ass), 10, король (König), обер
(Ober, вместо дамы) и унтер (Unter, вместо валета); у обера знак масти вверху, у унтера — ниже. Вид
колоды никогда не меняет правил.
</translation>
    </message>
    <message>
        <source># Bura

Two players, 36 cards, three cards in hand. A hand&apos;s pot of chips goes to the player who shows a
**Bura** (three trumps) or makes a right **declaration** of 31 points or more.

## Cards and chips
- **B-1** Order A, 10, K, Q, J, 9, 8, 7, 6. Points: Ace 11, Ten 10, King 4, Queen 3, Jack 2; the
  others 0 (120 in the deck).
- **B-2** Before the first hand each player puts 1 chip into the pot, and again after each pot is
  won. Your balance is the chips you won minus the chips you paid. A match is played to a number of
  pots (it ends as soon as a player has won that many, with no further ante), to a number of deals
  (every deal counts, replays included; then the higher balance wins, equal balances are a draw, and
  a pot still open is shared equally, an odd chip going to the dealer), or for as long as you like.
- **B-3** The first dealer is drawn at random; the non-dealer leads first.
- **B-4** Three cards each, one at a time, the non-dealer first. The next card is turned face up: its
  suit is **trump**. The stock lies across it, and it is drawn last.

## Leading and answering
- **B-5** Lead one card, or two or three cards **of one suit** (never more than your opponent holds).
- **B-6** Answer with as many cards, of any suits: you need not follow suit or trump. Answers are
  played face up.
- **B-7** A card is beaten by a higher card of its suit, or by a trump if it is no trump.
- **B-8** The answer wins only if **each** led card is beaten by a different answering card;
  beating only some of them wins nothing, and the leader takes the whole trick.
- **B-9** The trick winner takes all its cards and leads next.
- **B-10** Both draw back up to three, **one card at a time, alternately**, the trick winner first.
  When the stock cannot fill both hands completely, all its remaining cards (the trump card too) are
  set aside, and play goes on without drawing.
- **B-11** Example, hearts trump: K♠ 8♠ led, A♠ 7♥ answered: the ace beats the king and the trump the
  eight, so the answer takes 15 points. With 7♣ instead of 7♥ the eight is not beaten and the leader
  takes the 15.

## Special hands
- **B-12** Before a lead you may show a special hand. They rank, from highest to lowest: **Bura**
  (three trumps), **three aces**, **molodka** (three cards of one suit that is not trump).
- **B-13** A Bura wins the pot at once and ends the hand. If both players hold a Bura, the player
  who would lead counts as showing first. The other wins the pot only if his trumps beat each of the
  first player&apos;s trumps one-to-one (B-8); otherwise the first player wins it.
  *Example*, spades trump: the player who would lead holds A♠ 8♠ 7♠, the other 10♠ 9♠ 6♠. The 10
  beats the 8 and the 9 beats the 7, but nothing beats the ace: the player who would lead wins the
  pot. Had he held Q♠ J♠ 9♠ against A♠ 10♠ K♠, the other would beat each card and win.
- **B-14** Three aces and molodka do not win: they take the lead. At each lead point (the first lead
  and every lead after a trick and its drawing) the player who would **not** lead is offered first to
  show a special hand. Then the player who would lead: if the other showed three aces or molodka, he
  may answer with an equal or higher special hand — a Bura wins the pot, three aces or molodka keep
  him the lead (a tie favours him) — or pass and let the other lead; he is asked whether or not he
  holds such a hand (B-15). If the other showed nothing, he may show a Bura, or lead. When one player
  shows a Bura, the other is always asked to show his own before the pot is settled (B-13).
- **B-15** Whether you hold a special hand never shows unless you declare it. So the offers of B-14
  are turns that come to both players whether or not they hold one: while the player who would not
  lead holds three cards, his turn to show comes at every lead point (holding no special hand, he can
  only pass or declare 31); after three aces or molodka the leader is always asked, after a Bura the
  other player always. For a person holding nothing to show, the table passes at once. A declaration
  is refused where it changes nothing (a leader gains nothing by three aces or molodka unanswered).
  A declared hand is shown to your opponent; a pass is not shown to him in any way.

## Declaring 31
- **B-16** Your points are the card points in the tricks you won. At any of your own turns you may
  **declare**: your tricks are turned up and counted.
- **B-17** Reaching 31 is not enough: only a declaration wins. Keep count yourself: the table shows
  your points only with learner hints on. *Auto-declare* (View menu; a player setting, not a rule,
  off by default): the program declares 31 for you at the first moment you have 31.
- **B-18** 31 or more wins the pot. 30 or less: you add as many chips as the pot holds (doubling
  it), nobody wins it, and the hand ends.
- **B-19** After a declaration, right or wrong, the declarant deals next; after a Bura, the Bura
  winner deals next.
- **B-20** The winner of the last trick has one more turn, to declare or pass. After a pot is won
  each player antes 1 chip again; after a wrong declaration there is no new ante. If all cards are
  played out with no declaration, nobody wins: each player adds 1 chip to the pot and the same dealer
  deals again. A pot is never split: play goes on until someone wins it (only the end of a match
  to a number of deals shares an open pot, B-2).
- **B-21** Example: with 17 points you win the B-11 trick: 32, declare and take the pot. Declaring 30
  with 2 chips in the pot makes it 4, and a new hand begins.

## Decks
- **D-1** Every game here is played with the same cards, four suits of up to nine ranks, and only with
  its own moves: Bura has no marriage, exchange or closing. The deck&apos;s look never changes a rule.

The William Tell deck (D-3) names the suits Eichel (♣), Schellen (♦), Herz (♥) and Laub or Grün (♠),
and the cards, in the order of B-1: Daus or Ass (Ace), 10, König (King), Ober (Queen), Unter (Jack),
9, 8, 7, 6. The Ober has the suit sign at the top, the Unter lower down. The deck&apos;s look never changes
a rule.
</source>
        <translation># Бура

Играют двое, 36 карт, на руке по три карты. Банк сдачи забирает тот, кто покажет **буру** (три
козыря) или верно **объявит** 31 очко или больше.

## Карты и фишки
- **B-1** Старшинство: туз, десятка, король, дама, валет, 9, 8, 7, 6. Очки: туз 11, десятка 10,
  король 4, дама 3, валет 2; остальные 0 (всего в колоде 120).
- **B-2** Перед первой сдачей каждый игрок кладёт в банк 1 фишку, и снова — после каждого
  выигранного банка. Ваш баланс — выигранные фишки минус заплаченные. Партия играется до
  определённого числа банков (она заканчивается, как только игрок выиграл столько банков, без новой
  ставки), на определённое число сдач (считается каждая сдача, включая пересданные; тогда побеждает
  больший баланс, при равных балансах — ничья, а неразыгранный банк делится поровну, причём лишняя
  нечётная фишка достаётся сдающему) или сколько захочется.
- **B-3** Первый сдающий определяется жребием; первым ходит несдающий.
- **B-4** Каждому сдаётся по три карты, по одной, начиная с несдающего. Следующая карта
  открывается: её масть — **козырь**. Колода кладётся поперёк неё, и эта карта берётся последней.

## Ход и ответ
- **B-5** Ходят одной картой или двумя-тремя картами **одной масти** (но не большим числом карт,
  чем на руке у соперника).
- **B-6** Отвечают тем же числом карт любых мастей: отвечать в масть или козырем не обязательно.
  Ответные карты кладутся открыто.
- **B-7** Карту бьёт старшая карта той же масти или козырь, если сама она не козырь.
- **B-8** Ответ берёт взятку, только если **каждая** карта хода побита своей, отдельной картой
  ответа; если побиты только некоторые, это ничего не даёт, и всю взятку забирает ходивший.
- **B-9** Взявший взятку забирает все её карты и ходит следующим.
- **B-10** Оба добирают карты до трёх **по одной, поочерёдно**, начиная со взявшего взятку. Когда в
  колоде не хватает карт, чтобы полностью добрать обе руки, все оставшиеся в ней карты (и козырная
  тоже) откладываются, и игра продолжается без добора.
- **B-11** Пример, козыри — черви: ход — король и восьмёрка пик, ответ — туз пик и семёрка червей:
  туз бьёт короля, а козырь — восьмёрку, так что ответ берёт 15 очков. Если вместо семёрки червей
  положить семёрку треф, восьмёрка не побита, и эти 15 очков забирает ходивший.

## Особые комбинации
- **B-12** Перед ходом можно показать особую комбинацию. По старшинству, от старшей к младшей:
  **бура** (три козыря), **три туза**, **молодка** (три карты одной некозырной масти).
- **B-13** Бура сразу выигрывает банк и заканчивает сдачу. Если бура у обоих игроков, считается, что
  первым её показал тот, кто должен ходить. Другой выигрывает банк, только если его козыри бьют
  каждый козырь первого один к одному (B-8); иначе банк выигрывает первый.
  *Пример*, козыри — пики: у того, кто должен ходить, туз, восьмёрка и семёрка пик, у другого —
  десятка, девятка и шестёрка пик. Десятка бьёт восьмёрку, девятка бьёт семёрку, но туза бить нечем:
  банк выигрывает тот, кто должен ходить. Будь у него дама, валет и девятка против туза, десятки и
  короля, другой побил бы каждую карту и выиграл.
- **B-14** Три туза и молодка не выигрывают: они дают право хода. В каждый момент хода (первый ход
  и каждый ход после взятки и добора) первым показать особую комбинацию предлагается игроку, который
  **не** должен ходить. Затем — тому, кто должен ходить: если другой показал три туза или молодку, он
  может ответить равной или старшей особой комбинацией — бура выигрывает банк, три туза или молодка
  сохраняют за ним ход (при равенстве преимущество за ним), — или спасовать и уступить ход другому;
  его спрашивают, есть у него такая комбинация или нет (B-15). Если другой ничего не показал, он
  может показать буру или пойти. Когда один игрок показывает буру, другого всегда спрашивают, не
  покажет ли он свою, прежде чем решится судьба банка (B-13).
- **B-15** Есть ли у вас особая комбинация, не видно, пока вы её не покажете. Поэтому предложения
  из B-14 — это ходы, которые достаются обоим игрокам, есть у них комбинация или нет: пока у игрока,
  который не должен ходить, три карты, очередь показать приходит к нему в каждый момент хода (без
  особой комбинации он может только спасовать или объявить 31); после трёх тузов или молодки всегда
  спрашивают того, кто должен ходить, после буры — всегда другого игрока. Если человеку нечего
  показать, стол пасует за него сразу. Показ отклоняется, если он ничего не меняет (тому, кто должен
  ходить, три туза или молодка без ответа ничего не дают). Показанная комбинация видна сопернику;
  пас ему никак не показывается.

## Объявление 31
- **B-16** Ваши очки — очки карт во взятых вами взятках. В любой свой ход вы можете **объявить**:
  ваши взятки открываются и подсчитываются.
- **B-17** Набрать 31 мало: выигрывает только объявление. Считайте сами: стол показывает ваши очки,
  только если включены подсказки для новичков. *Автообъявление* (меню «Вид»; настройка игрока, а не
  правило; по умолчанию выключено): программа объявляет за вас 31, как только у вас наберётся 31.
- **B-18** 31 или больше — банк ваш. 30 или меньше: вы добавляете в банк столько фишек, сколько в нём
  есть (удваивая его), никто его не выигрывает, и сдача заканчивается.
- **B-19** После объявления, верного или ошибочного, следующим сдаёт объявлявший; после буры
  следующим сдаёт тот, кто выиграл банк бурой.
- **B-20** У взявшего последнюю взятку есть ещё один ход — объявить или спасовать. После выигранного
  банка каждый снова ставит 1 фишку; после ошибочного объявления новой ставки нет. Если все карты
  сыграны, а объявления не было, никто не выигрывает: каждый добавляет в банк 1 фишку, и тот же игрок
  сдаёт снова. Банк никогда не делится: игра идёт, пока кто-нибудь его не выиграет (только конец
  партии на число сдач делит неразыгранный банк, B-2).
- **B-21** Пример: у вас 17 очков, и вы берёте взятку из B-11: стало 32 — объявляете и забираете
  банк. Объявление с 30 очками при 2 фишках в банке доводит банк до 4 фишек, и начинается новая сдача.

## Колоды
- **D-1** Все игры здесь играются одними и теми же картами — четыре масти, в каждой до девяти карт, —
  и в каждой игре есть только свои ходы: в буре нет марьяжа, обмена и закрытия. Вид колоды никогда
  не меняет правил.

В колоде «Вильгельм Телль» (D-3) масти называются жёлуди (Eichel, ♣), бубенцы (Schellen, ♦), черви
(Herz, ♥) и листья (Laub или Grün, ♠), а карты в порядке B-1 — туз (Daus или Ass), 10, король
(König), обер (Ober, вместо дамы), унтер (Unter, вместо валета), 9, 8, 7, 6. У обера знак масти
вверху, у унтера — ниже. Вид колоды никогда не меняет правил.
</translation>
    </message>
    <message>
        <source># Bohemian Schneider

Two players, 32 cards, no trump and no duty to follow suit. What counts are the **honours** in your
tricks.

## Cards
- **H-1** Order A, K, Q, J, **10**, 9, 8, 7: the ten ranks below the jack.
- **H-2** Honours: A, K, Q, J and 10, one each; 20 in the deck. 9, 8 and 7 are worth nothing.

## Play
- **H-3** Six cards each, in packets of three, the non-dealer first; the other 20 cards (12 in the
  short deck) are the talon, face down.
- **H-4** The non-dealer leads first. Lead any card; the answer may be any card: you need not follow
  suit.
- **H-5** The answer wins only with a higher card of the suit led; otherwise the leader wins,
  whatever was played. (With the *Trump* variant, H-12, a trump also wins against another suit.)
- **H-6** The trick winner draws first from the talon, then the other; both hold six again. The
  trick winner leads next. When the talon is empty the last six tricks are played without drawing.
- **H-7** A misdeal voids the deal and the same dealer deals again. The program never misdeals; it
  refuses a saved game whose cards do not add up.

## Scoring
- **H-8** At the end of the deal each player counts the honours in his tricks. 11 to 15 wins
  1 game point; 16 to 19 (**Schneider**) 2; all 20 (**Schwarz**) 3. A 10–10 tie scores nothing and the
  same dealer deals again; after any other deal the deal passes to the other player.
  *Example:* 14 honours to 6 wins 1 game point; 17 to 3 wins 2.
- **H-9** The match is played to an agreed total, 7 or 10 game points: the first to reach it wins.
  The first dealer is drawn at random.

## Variants
- **H-10** *Short deck*: 24 cards, the 7s and 8s removed; the tens are no honours, so the honours
  are A, K, Q, J, 16 in all. 9 or more wins 1 game point, 13 or more is Schneider (2), all 16 Schwarz
  (3). An **8–8** tie scores nothing and the same dealer deals again. The talon holds 12 cards.
  *Example:* 9 honours to 7 wins 1 game point; 8 to 8 is a tie.
- **H-11** *Follow suit*: you must follow suit if you can (you need not beat).
- **H-12** *Trump*: the talon&apos;s bottom card is turned face up; its suit is trump, and it is drawn
  last. A trump beats any card of another suit, so the answer wins with a higher card of the suit
  led, or with a trump when a card of another suit was led.
- **H-13** *Cumulative honours*: instead of 1, 2 or 3, the winner scores the difference in honours
  (14 to 6 scores 8), and the match is played to 50 (ticking it in the New game dialog sets the
  target to 50; you may change it). A tie still scores nothing.
- **H-14** The French and the William Tell decks play alike. William Tell (D-3): Eichel (♣),
  Schellen (♦), Herz (♥), Laub or Grün (♠); Daus or Ass (Ace), König (King), Ober (Queen), Unter
  (Jack), 10, 9, 8, 7. The Ober has the suit sign at the top, the Unter lower down.
</source>
        <translation># Богемский шнайдер

Играют двое, 32 карты, козырей нет, и ходить в масть не обязательно. Считаются **онёры** в ваших
взятках.

## Карты
- **H-1** Старшинство: туз, король, дама, валет, **десятка**, 9, 8, 7: десятка ниже валета.
- **H-2** Онёры: туз, король, дама, валет и десятка, по одному очку каждый; всего в колоде 20.
  9, 8 и 7 ничего не стоят.

## Игра
- **H-3** Каждому сдаётся по шесть карт, пачками по три, начиная с несдающего; остальные 20 карт
  (12 в короткой колоде) образуют колоду (талон), рубашкой вверх.
- **H-4** Первым ходит несдающий. Ходить можно любой картой; отвечать тоже можно любой: отвечать в
  масть не обязательно.
- **H-5** Ответ берёт взятку, только если это старшая карта масти хода; иначе взятку берёт
  ходивший, что бы ни было сыграно. (В варианте *Козырь*, H-12, козырь тоже бьёт карту другой
  масти.)
- **H-6** Взявший взятку первым берёт карту из колоды, затем другой игрок; у обоих снова по шесть
  карт. Следующий ход за взявшим взятку. Когда колода кончилась, последние шесть взяток играются без
  добора.
- **H-7** Если карты сданы неправильно, сдача аннулируется, и тот же игрок сдаёт снова. Программа
  никогда не ошибается при сдаче; она отказывается открывать сохранённую игру, в которой не сходятся
  карты.

## Подсчёт
- **H-8** В конце сдачи каждый игрок считает онёры в своих взятках. От 11 до 15 приносят 1 игровое
  очко; от 16 до 19 (**шнайдер**) — 2; все 20 (**шварц**) — 3. При ничьей 10–10 очков никто не
  получает, и тот же игрок сдаёт снова; после любой другой сдачи право сдачи переходит к другому игроку.
  *Пример:* 14 онёров против 6 дают 1 игровое очко; 17 против 3 — 2.
- **H-9** Партия играется до оговорённой суммы — 7 или 10 игровых очков: побеждает тот, кто первым
  её наберёт. Первый сдающий определяется жребием.

## Варианты
- **H-10** *Короткая колода*: 24 карты, семёрки и восьмёрки убраны; десятки не считаются онёрами,
  так что онёры — туз, король, дама и валет, всего 16. 9 и больше приносят 1 игровое очко, 13 и
  больше — шнайдер (2), все 16 — шварц (3). При ничьей **8–8** очков никто не получает, и тот же
  игрок сдаёт снова. В колоде (талоне) 12 карт.
  *Пример:* 9 онёров против 7 дают 1 игровое очко; 8 против 8 — ничья.
- **H-11** *В масть*: нужно отвечать в масть, если можете (бить не обязательно).
- **H-12** *Козырь*: нижняя карта колоды открывается; её масть — козырь, и эта карта берётся
  последней. Козырь бьёт любую карту другой масти, так что ответ берёт взятку старшей картой масти
  хода или козырем, если ходили картой другой масти.
- **H-13** *Суммировать онёры*: вместо 1, 2 или 3 победитель получает разницу онёров (14 против 6
  дают 8), а партия играется до 50 (если отметить этот вариант в диалоге «Новая игра», цель партии
  станет 50; её можно изменить). Ничья по-прежнему не приносит очков.
- **H-14** Французской колодой и колодой «Вильгельм Телль» играют одинаково. «Вильгельм Телль»
  (D-3): жёлуди (Eichel, ♣), бубенцы (Schellen, ♦), черви (Herz, ♥), листья (Laub или Grün, ♠); туз
  (Daus или Ass), король (König), обер (Ober, вместо дамы), унтер (Unter, вместо валета), 10, 9, 8,
  7. У обера знак масти вверху, у унтера — ниже.
</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Siebener-Schnapsen</source>
        <translation>Шнапсен с семёрками</translation>
    </message>
    <message>
        <source>24 cards with the sevens (worth 0), hands of 6</source>
        <translation>24 карты с семёрками (по 0 очков), на руке по 6 карт</translation>
    </message>
    <message>
        <source>Bummerl mit 40</source>
        <translation>Буммерль с 40</translation>
    </message>
    <message>
        <source>a trump marriage announced on the forehand&apos;s first lead counts at once, not only after his first trick (a custom that changes no result: without a trick he can neither reach 66 nor escape Schwarz)</source>
        <translation>козырный марьяж, объявленный первой рукой при первом ходе, засчитывается сразу, а не только после её первой взятки (обычай, который не меняет исхода: без взятки всё равно нельзя ни набрать 66, ни избежать шварца)</translation>
    </message>
    <message>
        <source>Schneiderbummerl</source>
        <translation>Шнайдер-буммерль</translation>
    </message>
    <message>
        <source>two Bummerl marks if the loser never scored a game point in the Bummerl</source>
        <translation>две отметки буммерля, если проигравший не набрал в нём ни одного игрового очка</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Роббер</translation>
    </message>
    <message>
        <source>play 1 Bummerl, or a rubber of 2 or 3 Bummerls</source>
        <translation>играть 1 буммерль или роббер из 2 или 3 буммерлей</translation>
    </message>
    <message>
        <source>Stake Bummerl</source>
        <translation>Буммерль на ставку</translation>
    </message>
    <message>
        <source>stake per Bummerl (0 = off); x2 if its loser scored no game point, x3 if no trick</source>
        <translation>ставка за буммерль (0 = нет); ×2, если проигравший не набрал игрового очка, ×3, если не взял ни одной взятки</translation>
    </message>
    <message>
        <source>Must head the trick</source>
        <translation>Обязательно перебивать</translation>
    </message>
    <message>
        <source>once the stock is closed or used up, follow suit with a higher card if you hold one (unticked, any card of the suit will do); holding none of the suit led, you must trump, as always</source>
        <translation>когда колода закрыта или разобрана, ходить в масть старшей картой, если она есть (без галочки годится любая карта этой масти); у кого нет карт масти хода, тот, как всегда, должен козырять</translation>
    </message>
    <message>
        <source>Closing penalty 3 vs. trickless</source>
        <translation>Штраф 3 при закрытии против соперника без взяток</translation>
    </message>
    <message>
        <source>a failed close gives 3, not 2, if the opponent had no trick when it was closed</source>
        <translation>неудачное закрытие стоит 3, а не 2, если у соперника при закрытии не было взятки</translation>
    </message>
    <message>
        <source>Phase-2 sweep</source>
        <translation>Все взятки во 2-й фазе</translation>
    </message>
    <message>
        <source>taking every trick after the stock was closed or used up wins 3 game points, if no claim ended the hand</source>
        <translation>кто после закрытия или разбора колоды взял все взятки, получает 3 игровых очка, если сдачу не закончило объявление</translation>
    </message>
    <message>
        <source>Score at closing</source>
        <translation>Счёт на момент закрытия</translation>
    </message>
    <message>
        <source>a closer&apos;s win is scored by the loser&apos;s points and tricks at closing</source>
        <translation>выигрыш закрывшего считается по очкам и взяткам проигравшего на момент закрытия</translation>
    </message>
    <message>
        <source>Last trick wins</source>
        <translation>Последняя взятка решает</translation>
    </message>
    <message>
        <source>if nobody claims, the winner of the last trick wins the hand (after a close, the closer must still reach 66)</source>
        <translation>если никто не объявил, сдачу выигрывает взявший последнюю взятку (после закрытия закрывший всё равно должен набрать 66)</translation>
    </message>
    <message>
        <source>Pots to win</source>
        <translation>Банков до победы</translation>
    </message>
    <message>
        <source>the match ends when a player has won this many pots (0 = no pot limit)</source>
        <translation>партия кончается, когда игрок выиграл столько банков (0 = без предела)</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Число сдач</translation>
    </message>
    <message>
        <source>the match ends after this many deals, the higher balance winning (0 = no limit)</source>
        <translation>партия кончается после стольких сдач, побеждает больший баланс (0 = без предела)</translation>
    </message>
    <message>
        <source>Short deck</source>
        <translation>Короткая колода</translation>
    </message>
    <message>
        <source>24 cards without 7s and 8s; tens are no honours (16 in all, 8-8 is a tie)</source>
        <translation>24 карты без семёрок и восьмёрок; десятки не онёры (всего 16, 8:8 — ничья)</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>В масть</translation>
    </message>
    <message>
        <source>you must follow suit if you can (you need not beat)</source>
        <translation>нужно ходить в масть, если можете (бить не обязательно)</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>the talon&apos;s bottom card is turned up for trump; a trump beats any other suit</source>
        <translation>нижняя карта колоды открывается как козырь; козырь бьёт любую другую масть</translation>
    </message>
    <message>
        <source>Cumulative honours</source>
        <translation>Суммировать онёры</translation>
    </message>
    <message>
        <source>the winner scores the difference of honours; the match is played to 50</source>
        <translation>победитель получает разницу онёров; партия играется до 50</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>Цель партии</translation>
    </message>
    <message>
        <source>game points to win the match (7 or 10; 50 with cumulative honours)</source>
        <translation>игровые очки для победы (7 или 10; 50 при суммировании онёров)</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>counting down from 7</source>
        <translation>отсчёт вниз от 7</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Буммерль</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost, ●● for a Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Буммерли (● за проигранный, ●● за шнайдер-буммерль):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Буммерли (● за проигранный):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Rubber of {n}: {a}–{b}</source>
        <translation>Роббер из {n}: {a}–{b}</translation>
    </message>
    <message>
        <source>Stakes: {you} {a}, {them} {b}</source>
        <translation>Ставки: {you} {a}, {them} {b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n}</source>
        <translation>Очки в этой сдаче: {name} {n}</translation>
    </message>
    <message>
        <source>{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Pots won: {a}–{b}</source>
        <translation>Выиграно банков: {a}–{b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n} (31 wins when declared)</source>
        <translation>Очки в этой сдаче: {name} {n} (31 выигрывает, если объявить)</translation>
    </message>
    <message>
        <source>Keep count as you play: only a declaration of 31 wins (B-17).</source>
        <translation>Считайте по ходу игры: выигрывает только объявление 31 (B-17).</translation>
    </message>
    <message>
        <source>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;playing to {n}</source>
        <translation>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;игра до {n}</translation>
    </message>
    <message>
        <source>Honours this hand: {name} {n}</source>
        <translation>Онёры в этой сдаче: {name} {n}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Козырь: {suit}</translation>
    </message>
    <message>
        <source>Deal {n} · dealer: {name}</source>
        <translation>Сдача {n} · сдаёт: {name}</translation>
    </message>
    <message>
        <source>Opponent: {name} ({level})</source>
        <translation>Соперник: {name} ({level})</translation>
    </message>
    <message>
        <source>(+{n} with a first trick)</source>
        <translation>(+{n} с первой взяткой)</translation>
    </message>
    <message>
        <source>Honours this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Онёры в этой сдаче:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Points this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Очки в этой сдаче:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Cards played:</source>
        <translation>Сыгранные карты:</translation>
    </message>
    <message>
        <source>Bummerl {n}: {name}</source>
        <translation>Буммерль {n}: {name}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>French</source>
        <translation>Французская</translation>
    </message>
    <message>
        <source>French, four colours</source>
        <translation>Французская, четырёхцветная</translation>
    </message>
    <message>
        <source>William Tell</source>
        <translation>Вильгельм Телль</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Random (for testing)</source>
        <translation>Случайный (для проверки)</translation>
    </message>
    <message>
        <source>Another person (hot-seat)</source>
        <translation>Другой человек (за одним устройством)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандартные</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнирные</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Трактирные</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Короткие</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классические</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Домашние</translation>
    </message>
    <message>
        <source>Classic red</source>
        <translation>Классическая красная</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Синяя решётка</translation>
    </message>
    <message>
        <source>Tell ornament</source>
        <translation>Орнамент Телля</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>The card sizes a player can choose (Preferences), as he reads them (translated as settings).</extracomment>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Крупные</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Ещё крупнее</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>A moment</source>
        <translation>Мгновение</translation>
    </message>
    <message>
        <source>A little longer</source>
        <translation>Чуть дольше</translation>
    </message>
    <message>
        <source>Until I click or play on</source>
        <translation>Пока я не щёлкну или не сыграю дальше</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёное</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синее</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красное</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Серое</translation>
    </message>
</context>
<context>
    <name>shortcut</name>
    <message>
        <source>M</source>
        <extracomment>Each action&apos;s key; a translation names the letter of its own word (&quot;Ansagen&quot;: A).</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <source>X</source>
        <translation>E</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
</context>
<context>
    <name>tell-card-suit</name>
    <message>
        <source>acorns</source>
        <translation>желудей</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>бубенцов</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>листьев</translation>
    </message>
</context>
<context>
    <name>tell-cards</name>
    <message>
        <source>acorns</source>
        <translation>жёлуди</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>бубенцы</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>черви</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>листья</translation>
    </message>
    <message>
        <source>daus of {suit}</source>
        <translation>туз {suit}</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>десятка {suit}</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>король {suit}</translation>
    </message>
    <message>
        <source>ober of {suit}</source>
        <translation>обер {suit}</translation>
    </message>
    <message>
        <source>unter of {suit}</source>
        <translation>унтер {suit}</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>девятка {suit}</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>восьмёрка {suit}</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>семёрка {suit}</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>шестёрка {suit}</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>ober</source>
        <translation>обер</translation>
    </message>
    <message>
        <source>unter</source>
        <translation>унтер</translation>
    </message>
    <message>
        <source>daus</source>
        <translation>туз</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>Declare {goal}</source>
        <extracomment>How a player says &quot;my score has reached the goal&quot; in each game (S-19 claim, B-16 declare).</extracomment>
        <translation>Объявить {goal}</translation>
    </message>
    <message>
        <source>Auto-claim: you have {score} points, so 66 is claimed for you.</source>
        <extracomment>What auto-claim says when it acts for the human player (a player setting, not a rule; S-20).</extracomment>
        <translation>Автообъявление: ваши очки — {score}, поэтому за вас объявлено 66.</translation>
    </message>
    <message>
        <source>Auto-declare: you have {score} points, so 31 is declared for you.</source>
        <translation>Автообъявление: ваши очки — {score}, поэтому за вас объявлено 31.</translation>
    </message>
    <message>
        <source>A player setting, not a rule: as soon as your score reaches the goal, the program claims 66 for you in Schnapsen (S-20) or declares 31 for you in Bura (B-16). Counting is part of the game, so it is off by default; a learner may turn it on.</source>
        <extracomment>The View menu&apos;s auto-claim toggle, explained (its tooltip).</extracomment>
        <translation>Настройка игрока, а не правило: как только вы наберёте нужное, программа объявит за вас 66 в шнапсене (S-20) или 31 в буре (B-16). Счёт — часть игры, поэтому по умолчанию это выключено; новичок может включить.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with {score} points, a right claim: {points} for {winner}.</source>
        <extracomment>One whole sentence per way a hand can end. {points} is &quot;1 game point&quot; / &quot;2 game points&quot;.</extracomment>
        <translation>{By}: объявлено 66 (очков: {score}) — верно: {points} для {winner}.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with only {score} points, a wrong claim: {points} for {winner}.</source>
        <translation>{By}: объявлено 66, а очков всего {score} — ошибочно: {points} для {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} claimed 66 first (with {score} points): a failed close, {points} for {winner}.</source>
        <translation>{Loser}: колода закрыта, но 66 первым объявил соперник (очков: {score}): закрытие не удалось, {points} для {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock and claimed 66 with only {score} points: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: колода закрыта и объявлено 66, а очков всего {score}: закрытие не удалось, {points} для {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock but had only {score} points when the hand was played out: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: колода закрыта, но к концу сдачи очков всего {score}: закрытие не удалось, {points} для {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and had {score} points when the hand was played out: {points} for {winner}.</source>
        <translation>{Winner}: колода закрыта, и к концу сдачи очков {score}: {points} для {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, so the higher score wins: {winner} had {score} points to {other}. {Points} for {winner}.</source>
        <translation>Никто не объявил, поэтому побеждает больший счёт: у {winner} {score} против {other}. {Points} для {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed and both had {score} points, so the last trick decides: {winner} took it. {Points} for {winner}.</source>
        <translation>Никто не объявил, а счёт равный (у обоих {score}), поэтому решает последняя взятка: она у {winner}. {Points} для {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, and under the variant “Last trick wins” the winner of the last trick wins the hand: {winner} took it. {Points} for {winner}.</source>
        <translation>Никто не объявил, и по варианту «Последняя взятка решает» сдачу выигрывает взявший последнюю взятку: она у {winner}. {Points} для {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took every trick after the stock was used up: {points} for {winner}.</source>
        <translation>{Winner}: все взятки после того, как колода кончилась: {points} для {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with {score} points, a right declaration: {the_pot} goes to {winner}.</source>
        <translation>{By}: объявлено 31 (очков: {score}) — верно: {the_pot} — для {winner}.</translation>
    </message>
    <message>
        <source>{By} showed a Bura (three trumps): {the_pot} goes to {winner}.</source>
        <translation>{By}: показана бура (три козыря): {the_pot} — для {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and took every trick after it: {points} for {winner}.</source>
        <translation>{Winner}: колода закрыта, и все взятки после этого взяты: {points} для {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} took every trick after it (Phase-2 sweep): {points} for {winner}.</source>
        <translation>{Loser}: колода закрыта, но все взятки после этого — у {winner} («Все взятки во 2-й фазе»): {points} для {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with only {score} points, a wrong declaration: {by} doubled the pot and nobody wins it.</source>
        <translation>{By}: объявлено 31, а очков всего {score} — ошибочно: банк удвоен за счёт {by}, и его никто не выигрывает.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Winner} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura did not beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Бура была у обоих игроков. {Winner} — тот, кто должен был ходить, поэтому эта бура считается показанной первой, кто бы ни показал свою раньше; другая бура не побила каждый из этих козырей один к одному, так что {the_pot} — для {winner}.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Loser} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura, held by {winner}, beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Бура была у обоих игроков. {Loser} — тот, кто должен был ходить, поэтому эта бура считается показанной первой, кто бы ни показал свою раньше; другая бура — у {winner} — побила каждый из этих козырей один к одному, так что {the_pot} — для {winner}.</translation>
    </message>
    <message>
        <source>All cards were played and nobody declared: nobody wins the pot, and each player adds a chip to it.</source>
        <translation>Все карты сыграны, а объявления не было: банк никто не выигрывает, и каждый игрок добавляет в него фишку.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}: {points} for {winner}.</source>
        <translation>{Winner}: онёров {score} против {other}: {points} для {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}, and with cumulative honours the difference counts: {points} for {winner}.</source>
        <translation>{Winner}: онёров {score} против {other}; при суммировании онёров считается разница: {points} для {winner}.</translation>
    </message>
    <message>
        <source>The honours are tied, {score} to {other}: nobody scores, and the same dealer deals again.</source>
        <translation>Онёров поровну, {score} на {other}: никто не получает очков, и тот же игрок сдаёт снова.</translation>
    </message>
    <message>
        <source>Schneider: {loser} had won a trick but no more than 32 points.</source>
        <extracomment>Why a won Schnapsen hand scored 2 or 3 (S-22), or a Schneider count Schneider or Schwarz (H-8, H-10).</extracomment>
        <translation>Шнайдер: у {loser} была взятка, но не больше 32 очков.</translation>
    </message>
    <message>
        <source>Schwarz: {loser} had won no trick.</source>
        <translation>Шварц: у {loser} не было ни одной взятки.</translation>
    </message>
    <message>
        <source>Schneider (scored at closing): when the stock was closed, {loser} had won a trick but no more than 32 points.</source>
        <translation>Шнайдер (счёт при закрытии): при закрытии у {loser} была взятка, но не больше 32 очков.</translation>
    </message>
    <message>
        <source>Schwarz (scored at closing): when the stock was closed, {loser} had won no trick.</source>
        <translation>Шварц (счёт при закрытии): при закрытии у {loser} не было ни одной взятки.</translation>
    </message>
    <message>
        <source>Schneider: {schneider} honours or more.</source>
        <translation>Шнайдер: {schneider} онёров или больше.</translation>
    </message>
    <message>
        <source>Schwarz: all {total} honours.</source>
        <translation>Шварц: все {total} онёров.</translation>
    </message>
    <message>
        <source>No new ante; the next hand plays for the doubled pot.</source>
        <extracomment>What becomes of a pot nobody won (B-18, B-20), when another hand follows; at the match&apos;s end (the last of N deals, B-2) the open pot is shared instead.</extracomment>
        <translation>Новой ставки нет; следующая сдача играется на удвоенный банк.</translation>
    </message>
    <message>
        <source>The same dealer deals again.</source>
        <translation>Тот же игрок сдаёт снова.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally between the players.</source>
        <translation>Это была последняя сдача партии: неразыгранный банк (фишек: {pot}) делится между игроками поровну.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally, and the odd chip goes to the dealer, {dealer}.</source>
        <translation>Это была последняя сдача партии: неразыгранный банк (фишек: {pot}) делится поровну, а лишняя фишка остаётся у сдающего — у {dealer}.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} still had {left} to go: a Bummerl mark (●) for {loser}.</source>
        <extracomment>A Bummerl&apos;s end (S-2, S-4, S-6): the countdown, the mark and the stake.</extracomment>
        <translation>{Winner}: отсчёт от 7 дошёл до 0 — буммерль выигран; у {loser} ещё оставалось {left}: отметка буммерля (●) для {loser}.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} never scored a game point in it: a Schneiderbummerl, two marks (●●) for {loser}.</source>
        <translation>{Winner}: отсчёт от 7 дошёл до 0 — буммерль выигран; у {loser} в нём не было ни одного игрового очка: шнайдер-буммерль, две отметки (●●) для {loser}.</translation>
    </message>
    <message>
        <source>The stake, {stake}, is paid by {loser}.</source>
        <translation>Ставка ({stake}) — с {loser}.</translation>
    </message>
    <message>
        <source>The stake, doubled to {stake}, is paid by {loser}: no game point in the whole Bummerl.</source>
        <translation>Ставка, удвоенная до {stake}, — с {loser}: ни одного игрового очка за весь буммерль.</translation>
    </message>
    <message>
        <source>The stake, tripled to {stake}, is paid by {loser}: no trick in the whole Bummerl.</source>
        <translation>Ставка, утроенная до {stake}, — с {loser}: ни одной взятки за весь буммерль.</translation>
    </message>
    <message>
        <source>The penalty is 3, not 2: {winner} had won no trick when the stock was closed.</source>
        <extracomment>A failed close whose penalty is 3 (S-21 variant).</extracomment>
        <translation>Штраф 3, а не 2: когда колоду закрыли, у {winner} не было ни одной взятки.</translation>
    </message>
    <message>
        <source>Points: {first} {a}, {second} {b}.</source>
        <translation>Очки: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Honours: {first} {a}, {second} {b}.</source>
        <translation>Онёры: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}.</source>
        <translation>Следующим сдаёт: {dealer}.</translation>
    </message>
    <message>
        <source>the pot of {pot} chips</source>
        <translation>банк (фишек: {pot})</translation>
    </message>
    <message>
        <source>Honours taken: {first}: {a}. {second}: {b}.</source>
        <translation>Взятые онёры: {first}: {a}. {second}: {b}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Decided by rule {rule}: see Help ▸ Rules.</source>
        <translation>Решило правило {rule}: см. Справка ▸ Правила.</translation>
    </message>
    <message>
        <source>Marriage {suit} ({value})</source>
        <translation>Марьяж {suit} ({value})</translation>
    </message>
    <message>
        <source>Claim {goal}</source>
        <translation>Объявить {goal}</translation>
    </message>
    <message>
        <source>Expected game points are counted by what they are worth for the Bummerl at this score.</source>
        <extracomment>Beside the hint&apos;s and the review&apos;s figures when they are game points weighed by the Bummerl&apos;s score (``Advice.converted``): the figure the choice is ranked by, and a loss is counted in.</extracomment>
        <translation>Ожидаемые игровые очки считаются по тому, чего они стоят для буммерля при этом счёте.</translation>
    </message>
    <message>
        <source>{Who}: no trick taken, so {n} marriage points did not count (S-12).</source>
        <translation>{Who}: ни одной взятки, поэтому {n} очков за марьяжи не засчитаны (S-12).</translation>
    </message>
    <message>
        <source>Declare Bura</source>
        <translation>Показать буру</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Три туза</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Молодка</translation>
    </message>
    <message>
        <source>Exchange trump</source>
        <translation>Обменять козырь</translation>
    </message>
    <message>
        <source>Close the stock</source>
        <translation>Закрыть колоду</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>{Who}: closed the stock.</source>
        <extracomment>What the status line says a player did (the buttons&apos; own labels are commands: &quot;Close the stock&quot;).</extracomment>
        <translation>{Who}: колода закрыта.</translation>
    </message>
    <message>
        <source>{Who}: announced the marriage {suit} ({value}).</source>
        <translation>{Who}: объявлен марьяж {suit} ({value}).</translation>
    </message>
    <message>
        <source>{Who}: claimed {goal}.</source>
        <translation>{Who}: объявлено {goal}.</translation>
    </message>
    <message>
        <source>{Who}: declared {goal}.</source>
        <translation>{Who}: объявлено {goal}.</translation>
    </message>
    <message>
        <source>{Who}: showed a Bura.</source>
        <translation>{Who}: показана бура.</translation>
    </message>
    <message>
        <source>{Who}: showed three aces, to take the lead (B-14).</source>
        <translation>{Who}: показаны три туза, чтобы взять ход (B-14).</translation>
    </message>
    <message>
        <source>{Who}: showed a molodka (three cards of one suit, not trumps), to take the lead (B-14).</source>
        <translation>{Who}: показана молодка (три карты одной некозырной масти), чтобы взять ход (B-14).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the higher {answer}: the trick goes to {winner} ({rule}).</source>
        <extracomment>A trick in words (the status line after each trick), one sentence by the rule that decided it (S-10, B-7, B-8, H-5, H-12): who answered which led cards with which cards (a group in the order the table lays it, each answering card on the led card it faces), and who takes the trick. The winner is named in &quot;the trick goes to {winner}&quot;, so that one template serves &quot;you&quot; and another.</extracomment>
        <translation>Ход: {lead}. {Answerer}: ответ — {answer}, старшая карта той же масти. Взятка у {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} trumped the {lead} with the {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>Ход: {lead}. {Answerer}: ответ — {answer}, козырь. Взятка у {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the lower {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>Ход: {lead}. {Answerer}: ответ — {answer}, младшая карта той же масти. Взятка у {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, a lower trump: the trick goes to {winner} ({rule}).</source>
        <translation>Ход: {lead}. {Answerer}: ответ — {answer}, младший козырь. Взятка у {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which neither follows suit nor trumps: the trick goes to {winner} ({rule}).</source>
        <translation>Ход: {lead}. {Answerer}: ответ — {answer}: не в масть и не козырь. Взятка у {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, of another suit, and there is no trump: the trick goes to {winner} ({rule}).</source>
        <translation>Ход: {lead}. {Answerer}: ответ — {answer}, другой масти, а козырей нет. Взятка у {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, each card beating the led card in its place: the trick goes to {winner} ({rule}).</source>
        <translation>Ход: {lead}. {Answerer}: ответ — {answer}: каждая карта бьёт карту хода напротив. Взятка у {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which does not beat the {unbeaten}: the trick goes to {winner} ({rule}).</source>
        <translation>Ход: {lead}. {Answerer}: ответ — {answer}; не побито: {unbeaten}. Взятка у {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which beats none of them: the trick goes to {winner} ({rule}).</source>
        <translation>Ход: {lead}. {Answerer}: ответ — {answer}: ни одна карта хода не побита. Взятка у {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which cannot beat all the led cards at once: the trick goes to {winner} ({rule}).</source>
        <translation>Ход: {lead}. {Answerer}: ответ — {answer}: побить все карты хода сразу нельзя. Взятка у {winner} ({rule}).</translation>
    </message>
    <message>
        <source>Since your last move:</source>
        <extracomment>Hot-seat: the head of what happened since the player&apos;s last move, when the curtain lifts.</extracomment>
        <translation>После вашего последнего хода:</translation>
    </message>
    <message>
        <source>{Leader} led the {cards}.</source>
        <extracomment>The other side&apos;s lead, for the status line (one card, or a Bura group of two or three).</extracomment>
        <translation>{Leader}: ход — {cards}.</translation>
    </message>
    <message>
        <source>{Leader} led a group: {cards}.</source>
        <translation>{Leader}: ход группой — {cards}.</translation>
    </message>
    <message>
        <source>Close the stock? Nobody draws any more (S-15). The answer must follow suit, else trump (S-17). You must reach 66: if you fail, your opponent scores {points} (S-21).</source>
        <extracomment>What a click that can cost game points asks first (S-15, S-17, S-21, S-25; S-19; B-18), worded by the rules in force: how much a failed close costs, and what the opponent&apos;s sweep scores.</extracomment>
        <translation>Закрыть колоду? Больше никто не берёт карты (S-15). Отвечать нужно в масть, иначе козырем (S-17). Вы должны набрать 66: если не получится, соперник получит {points} (S-21).</translation>
    </message>
    <message>
        <source>Your opponent has no trick yet, so under “Closing penalty 3 vs. trickless” a failed close gives him 3.</source>
        <translation>У соперника ещё нет взятки, поэтому по варианту «Штраф 3 при закрытии против соперника без взяток» неудачное закрытие даст ему 3.</translation>
    </message>
    <message>
        <source>If your opponent takes every trick from now on, he scores 3 game points (Phase-2 sweep, S-25).</source>
        <translation>Если соперник с этого момента возьмёт все взятки, он получит 3 игровых очка («Все взятки во 2-й фазе», S-25).</translation>
    </message>
    <message>
        <source>With “Must head the trick” the answer must also beat the card led when it can.</source>
        <translation>По варианту «Обязательно перебивать» ответ должен ещё и побить карту хода, если может.</translation>
    </message>
    <message>
        <source>Claim 66 now? With fewer than 66 points it is a wrong claim: your opponent scores 2 game points (S-19), or, if you closed the stock, it is a failed close (S-21).</source>
        <translation>Объявить 66 сейчас? Если очков меньше 66, объявление ошибочное: соперник получит 2 игровых очка (S-19), а если колоду закрыли вы, это неудачное закрытие (S-21).</translation>
    </message>
    <message>
        <source>Declare 31 now? With 30 or fewer it is a wrong declaration: you add as many chips as the pot holds (B-18).</source>
        <translation>Объявить 31 сейчас? Если очков 30 или меньше, объявление ошибочное: вы добавите в банк столько фишек, сколько в нём есть (B-18).</translation>
    </message>
    <message>
        <source>Claim 66 now? You closed the stock: with fewer than 66 points it is a failed close, and your opponent scores {points} (S-21).</source>
        <translation>Объявить 66 сейчас? Колоду закрыли вы: если очков меньше 66, закрытие не удалось, и соперник получит {points} (S-21).</translation>
    </message>
    <message>
        <source>a molodka (three cards of one suit, not trumps)</source>
        <translation>молодка (три карты одной некозырной масти)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Компьютер {n}</translation>
    </message>
    <message>
        <source>You</source>
        <comment>start of a sentence</comment>
        <translation>Вы</translation>
    </message>
    <message>
        <source>you</source>
        <comment>inside a sentence</comment>
        <translation>вас</translation>
    </message>
    <message>
        <source>The computer</source>
        <comment>start of a sentence</comment>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>the computer</source>
        <comment>inside a sentence</comment>
        <translation>компьютера</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>банк</translation>
    </message>
    <message>
        <source>{Who}: exchanged the trump card (gave {given}, took {taken}).</source>
        <extracomment>S-14: an exchange of the trump card, as the status line tells it.</extracomment>
        <translation>{Who}: козырь обменян (отдано: {given}, взято: {taken}).</translation>
    </message>
    <message>
        <source>a Bura</source>
        <translation>бура</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>три туза</translation>
    </message>
    <message>
        <source>nothing special</source>
        <translation>ничего особенного</translation>
    </message>
    <message>
        <source>marriage</source>
        <translation>марьяж</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>обмен</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>закрытие</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>объявление</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>показ</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
</context>
</TS>
