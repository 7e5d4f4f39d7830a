<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionBar</name>
    <message>
        <source>{label} (shortcut: {key})</source>
        <translation>{label} (Taste: {key})</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>The expert&apos;s move for you, and why (shortcut: {key})</source>
        <translation>Der Zug des Experten für dich, und warum (Taste: {key})</translation>
    </message>
    <message>
        <source>Top choices</source>
        <translation>Beste Züge</translation>
    </message>
    <message>
        <source>The hint&apos;s best moves, with their chance to win the hand</source>
        <translation>Die besten Züge des Tipps, mit ihrer Chance, das Spiel zu gewinnen</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{name}: lead</source>
        <translation>{name}: ausgespielt</translation>
    </message>
    <message>
        <source>{name}: answer</source>
        <translation>{name}: zugegeben</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Game points per hand and share of hands won per day</source>
        <translation>Spielpunkte je Spiel und Anteil gewonnener Spiele je Tag</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Noch keine Spiele gespielt.</translation>
    </message>
    <message>
        <source>Chips won or lost per hand</source>
        <translation>Gewonnene oder verlorene Chips je Spiel</translation>
    </message>
    <message>
        <source>Game points per hand</source>
        <translation>Spielpunkte je Spiel</translation>
    </message>
    <message>
        <source>Share of hands won per day</source>
        <translation>Anteil gewonnener Spiele je Tag</translation>
    </message>
    <message>
        <source>{share} %</source>
        <translation>{share} %</translation>
    </message>
    <message numerus="yes">
        <source>Bars: chips won or lost in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Balken: gewonnene oder verlorene Chips von bisher %n Spiel (grün gewonnen, rot verloren).</numerusform>
            <numerusform>Balken: gewonnene oder verlorene Chips der letzten %n Spiele (grün gewonnen, rot verloren).</numerusform>
        </translation>
    </message>
    <message>
        <source>Blue line: share of hands won per day, on its own axis (0 to 100 %).</source>
        <translation>Blaue Linie: Anteil gewonnener Spiele je Tag, auf eigener Achse (0 bis 100 %).</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>curtain: pass the device</source>
        <translation>Vorhang: Gerät weitergeben</translation>
    </message>
    <message>
        <source>&amp;Show my cards</source>
        <translation>Meine Karten &amp;zeigen</translation>
    </message>
    <message>
        <source>show my cards</source>
        <translation>meine Karten zeigen</translation>
    </message>
    <message>
        <source>{name}, it is your turn.
The other player looks away.</source>
        <translation>{name}, du bist dran.
Der andere schaut weg.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The hand starts again.</source>
        <translation>Das Spiel beginnt von vorn.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; see {log}.</source>
        <translation>Der Computerspieler hat einen Fehler gemacht und stattdessen einen erlaubten Zug gespielt; siehe {log}.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; no log could be written.</source>
        <translation>Der Computerspieler hat einen Fehler gemacht und stattdessen einen erlaubten Zug gespielt; es konnte kein Protokoll geschrieben werden.</translation>
    </message>
    <message>
        <source>There is nobody to undo for: the computer plays both seats.</source>
        <translation>Hier gibt es nichts zurückzunehmen: Der Computer spielt beide Plätze.</translation>
    </message>
    <message>
        <source>Undo is not offered in hot-seat: it would show a player the other&apos;s answer.</source>
        <translation>Im Hot-Seat-Modus gibt es kein Zurücknehmen: Es würde einem Spieler die Antwort des anderen zeigen.</translation>
    </message>
    <message>
        <source>The hand is over: its plays can no longer be taken back.</source>
        <translation>Das Spiel ist vorbei: Seine Züge können nicht mehr zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Nothing to undo in this hand yet.</source>
        <translation>In diesem Spiel gibt es noch nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Your last play can no longer be taken back: you have seen cards since that you had not seen before it (the answer, a card drawn).</source>
        <translation>Dein letzter Zug kann nicht mehr zurückgenommen werden: Du hast seitdem Karten gesehen, die du vorher nicht gesehen hattest (die Antwort, eine abgehobene Karte).</translation>
    </message>
    <message>
        <source>Your last play was taken back.</source>
        <translation>Dein letzter Zug wurde zurückgenommen.</translation>
    </message>
</context>
<context>
    <name>HintDesk</name>
    <message>
        <source>The expert is thinking about your move…</source>
        <translation>Der Experte denkt über deinen Zug nach…</translation>
    </message>
    <message>
        <source>Hint: {what} — {why}.</source>
        <translation>Tipp: {what} — {why}.</translation>
    </message>
    <message>
        <source>It wins none of the deals the expert tried, but loses the fewest points in them; Top choices lists a riskier move that sometimes wins.</source>
        <translation>Es gewinnt keines der Blätter, die der Experte durchgespielt hat, verliert darin aber die wenigsten Punkte; „Beste Züge“ zeigt einen riskanteren Zug, der manchmal gewinnt.</translation>
    </message>
    <message>
        <source>In the deals the expert tried this hand cannot be won any more; this move loses the least.</source>
        <translation>In den Kartenverteilungen, die der Experte ausprobiert hat, ist dieses Spiel nicht mehr zu gewinnen; dieser Zug verliert am wenigsten.</translation>
    </message>
    <message>
        <source>It wins the hand in {share} of the deals the expert tried.</source>
        <translation>Das gewinnt das Spiel in {share} der Kartenverteilungen, die der Experte ausprobiert hat.</translation>
    </message>
    <message>
        <source>play the {cards}</source>
        <translation>{cards} spielen</translation>
    </message>
    <message>
        <source>There is nobody to give a hint to: the computer plays both seats.</source>
        <translation>Es gibt niemanden, dem ein Tipp helfen könnte: Der Computer spielt beide Plätze.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>The hand is over: a hint is for your next move.</source>
        <translation>Das Spiel ist vorbei: Ein Tipp gilt deinem nächsten Zug.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn du dran bist.</translation>
    </message>
    <message>
        <source>No hints against a friend: the moves are your own.</source>
        <translation>Keine Tipps gegen einen Freund: die Züge sind deine eigenen.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>{game} — a match played with cardtable, exported on {when}</source>
        <translation>{game} — eine mit cardtable gespielte Partie, exportiert am {when}</translation>
    </message>
    <message>
        <source>Players: {first} and {second}</source>
        <translation>Spieler: {first} und {second}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Trump: {suit} (the {card} was turned up).</source>
        <translation>Trumpf: {suit} (aufgedeckt: {card}).</translation>
    </message>
    <message>
        <source>A play was taken back in this hand (Edit ▸ Undo).</source>
        <translation>In diesem Spiel wurde ein Zug zurückgenommen (Bearbeiten ▸ Rückgängig).</translation>
    </message>
    <message>
        <source>This hand is still being played.</source>
        <translation>Dieses Spiel läuft noch.</translation>
    </message>
    <message>
        <source>Score after the hand: {first} {a}, {second} {b}</source>
        <translation>Stand nach dem Spiel: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>cardtable and each part it comes with, under its own licence. Choose a part to read it.</source>
        <translation>cardtable und jeder mitgelieferte Teil, jeweils unter eigener Lizenz. Wähle einen Teil, um ihn zu lesen.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your unfinished game from {when} was resumed; Game ▸ New starts a new one.</source>
        <translation>Deine unterbrochene Partie vom {when} wurde fortgesetzt; Spiel ▸ Neu startet eine neue.</translation>
    </message>
    <message>
        <source>A Bura match now ends when a player has won {pots} pots; Game ▸ New… sets its length (“no limit” too).</source>
        <translation>Eine Bura-Partie endet jetzt, sobald ein Spieler {pots} Pots gewonnen hat; Spiel ▸ Neu… legt ihre Länge fest (auch „unbegrenzt“).</translation>
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
        <translation>Neue Partie beginnen?</translation>
    </message>
    <message>
        <source>Start a new game? The match in progress will be given up.</source>
        <translation>Neue Partie beginnen? Die laufende Partie wird aufgegeben.</translation>
    </message>
    <message>
        <source>Restart the hand?</source>
        <translation>Spiel neu beginnen?</translation>
    </message>
    <message>
        <source>Deal the same cards again? The hand is replayed from its start; nothing is scored, and it counts as a restarted hand.</source>
        <translation>Dieselben Karten noch einmal geben? Das Spiel wird von vorn gespielt; nichts wird gewertet, und es zählt als neu begonnenes Spiel.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Restart hand</source>
        <translation>Spiel neu be&amp;ginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Export history…</source>
        <translation>Verlauf e&amp;xportieren…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;So wird gespielt</translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation>&amp;Geführtes erstes Spiel</translation>
    </message>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Gegen einen Freund on&amp;line spielen…</translation>
    </message>
    <message>
        <source>Re&amp;view a hand…</source>
        <translation>Spiel &amp;analysieren…</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Kartenblatt</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>C&amp;loth</source>
        <translation>&amp;Tuch</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>T&amp;on</translation>
    </message>
    <message>
        <source>Learner &amp;hints</source>
        <translation>&amp;Lernhilfen</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>&amp;Zurücknehmen erlauben</translation>
    </message>
    <message>
        <source>Auto-&amp;claim</source>
        <translation>Automatisch aus&amp;melden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation>&amp;Über cardtable</translation>
    </message>
    <message>
        <source>About cardtable</source>
        <translation>Über cardtable</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Lizenzen…</translation>
    </message>
    <message>
        <source>Schnapsen, Bura and Bohemian Schneider against the computer.&lt;br&gt;Card art, icons and sounds are made by the project.</source>
        <translation>Schnapsen, Bura und Böhmischer Schneider gegen den Computer.&lt;br&gt;Kartenbilder, Symbole und Klänge stammen vom Projekt selbst.</translation>
    </message>
    <message>
        <source>Match over: a draw.</source>
        <translation>Partie vorbei: unentschieden.</translation>
    </message>
    <message>
        <source>Match over: {name} won.</source>
        <translation>Partie vorbei: {name} hat gewonnen.</translation>
    </message>
    <message>
        <source>Match over: you won.</source>
        <translation>Partie vorbei: Du hast gewonnen.</translation>
    </message>
    <message>
        <source>Cannot autosave: {reason} The game goes on.</source>
        <translation>Automatisches Speichern nicht möglich: {reason} Das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Es gibt keine Partie zum Speichern.</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Gespeichert als {name}.</translation>
    </message>
    <message>
        <source>{name} holds a finished match: there is nothing left to play.</source>
        <translation>{name} enthält eine beendete Partie: Es gibt nichts mehr zu spielen.</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>{name} geöffnet.</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>Es gibt keine Partie zum Exportieren.</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {reason}.</source>
        <translation>Der Verlauf konnte nicht nach {path} geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <source>History written to {name}.</source>
        <translation>Verlauf nach {name} geschrieben.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>cardtable games (*{suffix})</source>
        <translation>cardtable-Partien (*{suffix})</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open {name}? The match in progress will be given up.</source>
        <translation>{name} öffnen? Die laufende Partie wird aufgegeben.</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>Undo is turned off (View ▸ Allow undo).</source>
        <translation>Zurücknehmen ist ausgeschaltet (Ansicht ▸ Zurücknehmen erlauben).</translation>
    </message>
    <message>
        <source>Settings could not be saved: {reason}</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {reason}</translation>
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
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>neue Partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kartenblatt</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>name of player {n}</source>
        <translation>Name von Spieler {n}</translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation>Regelvarianten</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>{name} is invited: the match starts when {name} accepts…</source>
        <translation>{name} ist eingeladen: Die Partie beginnt, sobald {name} annimmt…</translation>
    </message>
    <message>
        <source>Waiting for the match to be dealt…</source>
        <translation>Warten, bis die Karten für die Partie gegeben sind…</translation>
    </message>
    <message>
        <source>{game} with {name} — cardtable</source>
        <translation>{game} mit {name} — cardtable</translation>
    </message>
    <message>
        <source>Inviting {name} to a new match…</source>
        <translation>{name} wird zu einer neuen Partie eingeladen…</translation>
    </message>
    <message>
        <source>The new match could not be made: {problem}</source>
        <translation>Die neue Partie konnte nicht angelegt werden: {problem}</translation>
    </message>
    <message>
        <source>Signed out: your match with {name} waits in its room until you sign in again.</source>
        <translation>Abgemeldet: Deine Partie mit {name} wartet in ihrem Raum, bis du dich wieder anmeldest.</translation>
    </message>
    <message>
        <source>Online match</source>
        <translation>Online-Partie</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Claim the match</source>
        <translation>Sieg beanspruchen</translation>
    </message>
    <message>
        <source>Playing with {name}</source>
        <translation>Du spielst mit {name}</translation>
    </message>
    <message>
        <source>Undo is not offered online: your friend has seen your move, and the room keeps it.</source>
        <extracomment>Why a feature is off online (``session.online.Offline``).</extracomment>
        <translation>Zurücknehmen gibt es online nicht: Dein Freund hat deinen Zug gesehen, und der Raum bewahrt ihn auf.</translation>
    </message>
    <message>
        <source>An online hand cannot be dealt again: both programs made its deal together.</source>
        <translation>Ein Online-Spiel kann nicht noch einmal gegeben werden: Beide Programme haben seine Karten gemeinsam gegeben.</translation>
    </message>
    <message>
        <source>An online match is kept in its room: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Eine Online-Partie wird in ihrem Raum aufbewahrt: Mit Spiel ▸ Gegen einen Freund online spielen… kehrst du zu ihr zurück.</translation>
    </message>
    <message>
        <source>The next deal is being made with your friend&apos;s program…</source>
        <translation>Die Karten für das nächste Spiel werden gemeinsam mit dem Programm deines Freundes gegeben…</translation>
    </message>
    <message>
        <source>An online hand is not reviewed: this program never holds your friend&apos;s cards.</source>
        <translation>Ein Online-Spiel wird nicht analysiert: Dieses Programm kennt die Karten deines Freundes nie.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <extracomment>The turn line while the table waits for the friend or his program (``session.online.Awaited``).</extracomment>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s program to open your cards…</source>
        <translation>Warten, bis das Programm von {name} deine Karten aufdeckt…</translation>
    </message>
    <message>
        <source>The next deal is being made with {name}&apos;s program…</source>
        <translation>Die nächste Runde wird mit dem Programm von {name} gegeben…</translation>
    </message>
    <message>
        <source>{name} seems to be away: the match goes on when {name} is back.</source>
        <translation>{name} scheint weg zu sein: Die Partie geht weiter, sobald {name} zurück ist.</translation>
    </message>
    <message>
        <source>Back at your match with {name}: nothing has happened since you left.</source>
        <extracomment>A player back at an online match with no move to recap (``session.online.Back``).</extracomment>
        <translation>Zurück bei deiner Partie mit {name}: Seit du weg warst, ist nichts geschehen.</translation>
    </message>
    <message>
        <source>Back at your match with {name}.</source>
        <translation>Zurück bei deiner Partie mit {name}.</translation>
    </message>
    <message>
        <source>an event that is not part of this program&apos;s protocol</source>
        <extracomment>What was wrong with a refused event (``faults.Reason``), completing &quot;{name} sent …&quot;.</extracomment>
        <translation>ein Ereignis, das nicht zum Protokoll dieses Programms gehört</translation>
    </message>
    <message>
        <source>an event of another protocol version</source>
        <translation>ein Ereignis einer anderen Protokollversion</translation>
    </message>
    <message>
        <source>an event of another match</source>
        <translation>ein Ereignis einer anderen Partie</translation>
    </message>
    <message>
        <source>an event from someone who does not play this match</source>
        <translation>ein Ereignis von jemandem, der nicht in dieser Partie spielt</translation>
    </message>
    <message>
        <source>an event sent out of turn</source>
        <translation>ein Ereignis außer der Reihe</translation>
    </message>
    <message>
        <source>an event out of order</source>
        <translation>ein Ereignis in falscher Reihenfolge</translation>
    </message>
    <message>
        <source>an event that does not follow the one before it</source>
        <translation>ein Ereignis, das nicht an das vorige anschließt</translation>
    </message>
    <message>
        <source>an event sent a second time</source>
        <translation>ein Ereignis zum zweiten Mal</translation>
    </message>
    <message>
        <source>a deck of the wrong length</source>
        <translation>ein Kartenblatt mit falscher Kartenzahl</translation>
    </message>
    <message>
        <source>a locked card that is no valid card</source>
        <translation>eine verschlossene Karte, die keine gültige Karte ist</translation>
    </message>
    <message>
        <source>the same locked card twice</source>
        <translation>dieselbe verschlossene Karte zweimal</translation>
    </message>
    <message>
        <source>a key that is no valid key</source>
        <translation>einen Schlüssel, der kein gültiger Schlüssel ist</translation>
    </message>
    <message>
        <source>a key that opens no card, or a card already seen elsewhere</source>
        <translation>einen Schlüssel, der keine Karte öffnet oder eine schon anderswo gesehene Karte</translation>
    </message>
    <message>
        <source>a key that was owed and not sent</source>
        <translation>einen fälligen Schlüssel nicht</translation>
    </message>
    <message>
        <source>a key for a card that may not be opened now</source>
        <translation>einen Schlüssel für eine Karte, die jetzt nicht geöffnet werden darf</translation>
    </message>
    <message>
        <source>a move the rules forbid</source>
        <translation>einen Zug, den die Regeln verbieten</translation>
    </message>
    <message>
        <source>keys at the hand&apos;s end that do not give the deck that was locked</source>
        <translation>Schlüssel am Ende des Spiels, die nicht das verschlossene Kartenblatt ergeben</translation>
    </message>
    <message>
        <source>a hand that does not replay on the revealed deck</source>
        <translation>ein Spiel, das sich mit dem aufgedeckten Kartenblatt nicht nachspielen lässt</translation>
    </message>
    <message>
        <source>a draw for the first dealer that does not match its commitment</source>
        <translation>eine Auslosung des ersten Gebers, die nicht zu ihrer vorab hinterlegten Festlegung passt</translation>
    </message>
    <message>
        <source>a claim that crossed a move</source>
        <translation>einen Sieganspruch, der sich mit einem Zug überschnitten hat</translation>
    </message>
    <message>
        <source>a chat line that is too long</source>
        <translation>eine zu lange Chatzeile</translation>
    </message>
    <message>
        <source>a claim of abandonment before the agreed time</source>
        <translation>einen Sieganspruch wegen Aufgabe vor Ablauf der vereinbarten Zeit</translation>
    </message>
    <message>
        <source>an event after the match ended</source>
        <translation>ein Ereignis nach dem Ende der Partie</translation>
    </message>
    <message>
        <source>an event of ours that this program&apos;s secret does not give</source>
        <translation>ein Ereignis von unserer Seite, das sich aus dem Geheimnis dieses Programms nicht ergibt</translation>
    </message>
    <message>
        <source>The match is disputed: {name} sent {what}. The record is kept; no move is taken.</source>
        <translation>Die Partie ist strittig: {name} hat {what} gesendet. Das Protokoll bleibt erhalten; kein Zug wird übernommen.</translation>
    </message>
    <message>
        <source>You left the match.</source>
        <translation>Du hast die Partie verlassen.</translation>
    </message>
    <message>
        <source>{name} left the match.</source>
        <translation>{name} hat die Partie verlassen.</translation>
    </message>
    <message>
        <source>You claimed the match: {name} was silent past the agreed time.</source>
        <translation>Du hast den Sieg beansprucht: {name} hat sich über die vereinbarte Zeit hinaus nicht gemeldet.</translation>
    </message>
    <message>
        <source>{name} claimed the match: you were silent past the agreed time.</source>
        <translation>{name} hat den Sieg beansprucht: Du hast dich über die vereinbarte Zeit hinaus nicht gemeldet.</translation>
    </message>
    <message>
        <source>Network: {problem} Trying again…</source>
        <translation>Netzwerk: {problem} Neuer Versuch…</translation>
    </message>
    <message>
        <source>Your online match with {name} is waiting: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Deine Online-Partie mit {name} wartet: Mit Spiel ▸ Gegen einen Freund online spielen… kehrst du zu ihr zurück.</translation>
    </message>
    <message>
        <source>{name} asks for a rematch: press Play again to accept it.</source>
        <translation>{name} möchte eine Revanche: Mit „Noch einmal“ nimmst du sie an.</translation>
    </message>
    <message>
        <source>{name} invites you to play {game}: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} lädt dich zu {game} ein: Mit Spiel ▸ Gegen einen Freund online spielen… nimmst du an.</translation>
    </message>
    <message>
        <source>{name} invites you to a match: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} lädt dich zu einer Partie ein: Mit Spiel ▸ Gegen einen Freund online spielen… nimmst du an.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Play a friend online</source>
        <translation>Gegen einen Freund online spielen</translation>
    </message>
    <message>
        <source>Matrix account</source>
        <translation>Matrix-Konto</translation>
    </message>
    <message>
        <source>name, or @name:server</source>
        <translation>Name oder @name:server</translation>
    </message>
    <message>
        <source>Homeserver</source>
        <translation>Heimserver</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>or access token</source>
        <translation>oder Zugriffstoken</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Einen Freund einladen</translation>
    </message>
    <message>
        <source>Friend&apos;s Matrix ID</source>
        <translation>Matrix-ID des Freundes</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>The rules and the deck are those of Game ▸ New… for this game.</source>
        <translation>Regeln und Kartenblatt sind die aus Spiel ▸ Neu… für dieses Spiel.</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Einladen</translation>
    </message>
    <message>
        <source>Invitations and running matches</source>
        <translation>Einladungen und laufende Partien</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Accept or go back</source>
        <translation>Annehmen oder weiterspielen</translation>
    </message>
    <message>
        <source>Signed in as {user}</source>
        <translation>Angemeldet als {user}</translation>
    </message>
    <message>
        <source>That did not work: {problem}</source>
        <translation>Das hat nicht geklappt: {problem}</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Anmeldung läuft…</translation>
    </message>
    <message>
        <source>The sign-in could not be kept: {reason}</source>
        <translation>Die Anmeldung konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Abmeldung läuft…</translation>
    </message>
    <message>
        <source>Reading your invitations…</source>
        <translation>Deine Einladungen werden gelesen…</translation>
    </message>
    <message>
        <source>Invitation from {name}: {game}</source>
        <translation>Einladung von {name}: {game}</translation>
    </message>
    <message>
        <source>Invitation from {name}</source>
        <translation>Einladung von {name}</translation>
    </message>
    <message>
        <source>{game} with {name}</source>
        <translation>{game} mit {name}</translation>
    </message>
    <message>
        <source>A match with {name}</source>
        <translation>Eine Partie mit {name}</translation>
    </message>
    <message>
        <source>Sign in first, and give your friend&apos;s Matrix ID (@name:server).</source>
        <translation>Melde dich zuerst an und gib die Matrix-ID deines Freundes an (@name:server).</translation>
    </message>
    <message>
        <source>Inviting {name}…</source>
        <translation>{name} wird eingeladen…</translation>
    </message>
    <message>
        <source>Accepting the invitation…</source>
        <translation>Die Einladung wird angenommen…</translation>
    </message>
    <message>
        <source>Playing online needs the Matrix client library, which this installation lacks. Install cardtable with its online part: pip install &apos;cardtable[online]&apos;</source>
        <translation>Online-Spiel braucht die Matrix-Client-Bibliothek, die dieser Installation fehlt. Installiere cardtable mit seinem Online-Teil: pip install &apos;cardtable[online]&apos;</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n Spielpunkt</numerusform>
            <numerusform>%n Spielpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pot: &lt;b&gt;%n&lt;/b&gt; chip(s)</source>
        <translation>
            <numerusform>Pot: &lt;b&gt;%n&lt;/b&gt; Chip</numerusform>
            <numerusform>Pot: &lt;b&gt;%n&lt;/b&gt; Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing to %n pot(s)</source>
        <translation>
            <numerusform>Gespielt bis %n Pot</numerusform>
            <numerusform>Gespielt bis %n Pots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>%n Karte spielen</numerusform>
            <numerusform>%n Karten spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answer with exactly %n card(s)</source>
        <translation>
            <numerusform>antworte mit genau %n Karte</numerusform>
            <numerusform>antworte mit genau %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bars: game points in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Balken: Spielpunkte von bisher %n Spiel (grün gewonnen, rot verloren).</numerusform>
            <numerusform>Balken: Spielpunkte der letzten %n Spiele (grün gewonnen, rot verloren).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Kartenblatt</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>A finished &amp;trick stays</source>
        <translation>Ein fertiger Stich &amp;bleibt liegen</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;Cloth</source>
        <translation>T&amp;uch</translation>
    </message>
    <message>
        <source>Play a card with &amp;one click (Bura: a click picks it for the group)</source>
        <translation>Karte mit &amp;einem Klick spielen (Bura: Ein Klick wählt sie für die Gruppe aus)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>T&amp;on</translation>
    </message>
    <message>
        <source>&amp;Learner hints (your points this hand, unplayable cards dimmed)</source>
        <translation>&amp;Lernhilfen (deine Augen in diesem Spiel, nicht spielbare Karten abgeblendet)</translation>
    </message>
    <message>
        <source>Auto-claim &amp;66 or declare 31 when right</source>
        <translation>Automatisch &amp;66 ausmelden oder 31 ansagen, wenn es stimmt</translation>
    </message>
    <message>
        <source>Ask before &amp;closing the stock</source>
        <translation>Vor dem &amp;Zudrehen nachfragen</translation>
    </message>
    <message>
        <source>Hot-seat Bura: show a special hand at once (else keep it)</source>
        <translation>Bura im Hot-Seat: besondere Hand sofort zeigen (sonst behalten)</translation>
    </message>
    <message>
        <source>Show the cards &amp;played, by suit</source>
        <translation>Gespielte Karten nach &amp;Farbe zeigen</translation>
    </message>
    <message>
        <source>Show both players&apos; poi&amp;nts</source>
        <translation>Augen beider S&amp;pieler zeigen</translation>
    </message>
    <message>
        <source>Show the Hint button (&amp;key H)</source>
        <translation>Knopf „Tipp“ zeigen (&amp;Taste H)</translation>
    </message>
    <message>
        <source>&amp;Explain the computer&apos;s play</source>
        <translation>Züge des &amp;Computers erklären</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>A learning aid: the hands played with it on are marked in the statistics.</source>
        <translation>Eine Lernhilfe: Spiele, in denen sie eingeschaltet ist, werden in der Statistik gekennzeichnet.</translation>
    </message>
    <message>
        <source>A learning aid: the hands where you ask for a hint are marked in the statistics.</source>
        <translation>Eine Lernhilfe: Spiele, in denen du um einen Tipp bittest, werden in der Statistik gekennzeichnet.</translation>
    </message>
    <message>
        <source>Player &amp;{n} (hot-seat)</source>
        <translation>Spieler &amp;{n} (Hot-Seat)</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <source>you have {score} points, and {goal} are enough</source>
        <translation>du hast {score} Augen, und {goal} genügen</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps out: {trumps_out}</source>
        <translation>nach dem Zudrehen fehlen noch {need} Augen; ausstehende Trümpfe: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in your hand</source>
        <translation>{card}, die aufgedeckte Trumpfkarte, ist auf deiner Hand mehr wert</translation>
    </message>
    <message>
        <source>announcing it counts {points} points</source>
        <translation>das Melden bringt {points} Augen</translation>
    </message>
    <message>
        <source>the rules let you show this hand now</source>
        <translation>die Regeln erlauben dir, diese Hand jetzt vorzuzeigen</translation>
    </message>
    <message>
        <source>there is nothing worth declaring</source>
        <translation>es gibt nichts, was sich vorzuzeigen lohnt</translation>
    </message>
    <message>
        <source>it is the only card you may play</source>
        <translation>das ist die einzige Karte, die du spielen darfst</translation>
    </message>
    <message>
        <source>trumping takes the trick with {amount} in it</source>
        <translation>Stechen holt einen Stich im Wert von {amount}</translation>
    </message>
    <message>
        <source>it takes the trick with {amount} in it</source>
        <translation>das holt einen Stich im Wert von {amount}</translation>
    </message>
    <message>
        <source>it gives the trick away for only {amount}</source>
        <translation>das gibt den Stich für nur {amount} ab</translation>
    </message>
    <message>
        <source>it gives the trick away and loses nothing by it</source>
        <translation>das gibt den Stich ab und kostet nichts</translation>
    </message>
    <message>
        <source>no card you have not seen beats the {card} in its suit</source>
        <translation>keine Karte, die du noch nicht gesehen hast, schlägt {card} in seiner Farbe</translation>
    </message>
    <message>
        <source>no card you have not seen beats it in its suit</source>
        <translation>keine Karte, die du noch nicht gesehen hast, schlägt sie in ihrer Farbe</translation>
    </message>
    <message>
        <source>it draws trumps; trumps out: {trumps_out}</source>
        <translation>das zieht Trümpfe heraus; ausstehende Trümpfe: {trumps_out}</translation>
    </message>
    <message>
        <source>it keeps your high cards back ({amount} led)</source>
        <translation>das hält deine hohen Karten zurück ({amount} ausgespielt)</translation>
    </message>
    <message>
        <source>of your leads, this one came out best in the hint&apos;s search ({amount} led)</source>
        <translation>von deinen Ausspielen schnitt es in der Rechnung des Tipps am besten ab ({amount} ausgespielt)</translation>
    </message>
    <message>
        <source>it has {score} points, and {goal} are enough</source>
        <translation>er hat {score} Augen, und {goal} genügen</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps still in play: {trumps_out}</source>
        <translation>nach dem Zudrehen fehlen noch {need} Augen; Trümpfe noch im Spiel: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in its hand</source>
        <translation>{card}, die aufgedeckte Trumpfkarte, ist auf seiner Hand mehr wert</translation>
    </message>
    <message>
        <source>the rules let it show this hand now</source>
        <translation>die Regeln erlauben ihm, diese Hand jetzt vorzuzeigen</translation>
    </message>
    <message>
        <source>it draws trumps; trumps still in play: {trumps_out}</source>
        <translation>das zieht Trümpfe heraus; Trümpfe noch im Spiel: {trumps_out}</translation>
    </message>
    <message numerus="yes">
        <source>%n honour(s)</source>
        <translation>
            <numerusform>%n Honneur</numerusform>
            <numerusform>%n Honneurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Auge</numerusform>
            <numerusform>%n Augen</numerusform>
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
        <translation>Analyse des Spiels</translation>
    </message>
    <message>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ &amp;Voriger Stich</translation>
    </message>
    <message>
        <source>Next &amp;trick ▶</source>
        <translation>&amp;Nächster Stich ▶</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>The whole match</source>
        <translation>Die ganze Partie</translation>
    </message>
    <message>
        <source>Choices of {name}</source>
        <translation>Entscheidungen von {name}</translation>
    </message>
    <message>
        <source>The whole match: {done} of {hands} hands reviewed.</source>
        <translation>Die ganze Partie: {done} von {hands} Spielen analysiert.</translation>
    </message>
    <message>
        <source>The expert is reviewing the hand…</source>
        <translation>Der Experte analysiert das Spiel…</translation>
    </message>
    <message>
        <source>The expert is reviewing hand {n}…</source>
        <translation>Der Experte analysiert Spiel {n}…</translation>
    </message>
    <message>
        <source>{done} of {total} decisions</source>
        <translation>{done} von {total} Entscheidungen</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>Die Analyse ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Trick {n} of {count}</source>
        <translation>Stich {n} von {count}</translation>
    </message>
    <message>
        <source>The hand&apos;s end</source>
        <translation>Ende des Spiels</translation>
    </message>
    <message>
        <source>No choice of yours to review in this trick.</source>
        <translation>In diesem Stich gibt es keine Entscheidung von dir zu analysieren.</translation>
    </message>
    <message>
        <source>No hand of this match has finished yet.</source>
        <translation>In dieser Partie ist noch kein Spiel zu Ende.</translation>
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
        <translation># Mit der Tastatur spielen

Jeder Zug geht auch ohne Maus.

- **Links / Rechts** (oder Auf / Ab), **Pos1 / Ende**: durch die eigene Hand gehen, auch über abgeblendete Karten; die Karte mit dem blauen Rahmen
  ist die aktuelle.
- **Eingabe**: diese Karte spielen (eine abgeblendete wird abgelehnt, mit der Regel, die sie verbietet). Bei Bura die ausgewählten Karten spielen.
- **Leertaste**: bei Bura die Karte auswählen (oder zurücklegen), um eine Gruppe aus zwei oder drei zu bilden.
- **M** Paar melden, **T** Trumpf austauschen, **Z** zudrehen, **E** 66 ausmelden / 31 ansagen,
  **V** besondere Hand vorzeigen, **P** passen: Der Buchstabe ist auf jedem Knopf unterstrichen.
- **L**: den letzten Stich noch einmal ansehen.
- **Leertaste** oder **Eingabe** auf dem Tisch: weiterspielen, wenn ein fertiger Stich bis zum Klick liegen bleibt.
- **N** oder **Eingabe**: nächstes Spiel, nach der Zusammenfassung.
- **Tab**: zwischen der Hand und den Knöpfen wechseln. Zwei Knöpfe mit demselben Buchstaben (zwei Paare): Der
  Buchstabe springt von einem zum anderen, **Leertaste** drückt ihn.
- **Strg+N** neue Partie, **Strg+R** Spiel neu beginnen, **Strg+Z** zurücknehmen, **Strg+,** Einstellungen,
  **F1** die Regeln (unter macOS die systemeigenen Tasten dafür).
</translation>
    </message>
    <message>
        <source>- **H**: the hint for your move; **Top choices** then lists its best options with their figures.
- In the hand review: **Right** or **Alt+T** next trick, **Left** or **Alt+P** previous trick.
- After a match&apos;s result: **Space**, or the underlined letter of Play again, starts the next match;
  **Enter** does not, so that a key meant for the next hand does not pass the final result unread.
</source>
        <extracomment>Keys that the list above left out (a newcomer found them missing from Help ▸ Keyboard).</extracomment>
        <translation>- **H**: der Tipp für deinen Zug; **Beste Züge** zeigt dann seine besten Möglichkeiten mit ihren Zahlen.
- In der Spielanalyse: **Rechts** oder **Alt+N** nächster Stich, **Links** oder **Alt+V** voriger Stich.
- Nach dem Ergebnis einer Partie: die **Leertaste** oder der unterstrichene Buchstabe von Noch einmal startet die nächste Partie;
  die **Eingabetaste** nicht, damit eine für das nächste Spiel gedachte Taste das Endergebnis nicht ungelesen übergeht.
</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
</context>
<context>
    <name>Sayer</name>
    <message>
        <source>{figure} pots</source>
        <translation>{figure} Pots</translation>
    </message>
    <message>
        <source>{figure} game points</source>
        <translation>{figure} Spielpunkte</translation>
    </message>
    <message numerus="yes">
        <source>%n costly lead(s)</source>
        <translation>
            <numerusform>%n-mal teuer ausgespielt</numerusform>
            <numerusform>%n-mal teuer ausgespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly answer(s)</source>
        <translation>
            <numerusform>%n-mal teuer geantwortet</numerusform>
            <numerusform>%n-mal teuer geantwortet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly close(s)</source>
        <translation>
            <numerusform>%n-mal teuer zugedreht</numerusform>
            <numerusform>%n-mal teuer zugedreht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed close(s)</source>
        <translation>
            <numerusform>%n-mal Zudrehen verpasst</numerusform>
            <numerusform>%n-mal Zudrehen verpasst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed claim(s)</source>
        <translation>
            <numerusform>%n-mal Ausmelden verpasst</numerusform>
            <numerusform>%n-mal Ausmelden verpasst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed exchange(s)</source>
        <translation>
            <numerusform>%n-mal Austauschen verpasst</numerusform>
            <numerusform>%n-mal Austauschen verpasst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed marriage(s)</source>
        <translation>
            <numerusform>%n-mal Melden verpasst</numerusform>
            <numerusform>%n-mal Melden verpasst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly declaration(s)</source>
        <translation>
            <numerusform>%n-mal teuer angesagt</numerusform>
            <numerusform>%n-mal teuer angesagt</numerusform>
        </translation>
    </message>
    <message>
        <source>No choice to review: every move was forced.</source>
        <translation>Nichts zu analysieren: Jeder Zug war erzwungen.</translation>
    </message>
    <message>
        <source>No costly choice in {n} decisions: {loss} against the expert.</source>
        <translation>Bei {n} Entscheidungen keine teure: {loss} gegenüber dem Experten.</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} und {last}</translation>
    </message>
    <message>
        <source>{mistakes} ({costly}); in all {n} decisions, {loss} against the expert.</source>
        <translation>{mistakes} ({costly}); in allen {n} Entscheidungen {loss} gegenüber dem Experten.</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>{cards} spielen</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Dein Ausspiel</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Deine Antwort</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Chance, das Spiel zu gewinnen</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>the expert&apos;s choice</source>
        <translation>Wahl des Experten</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>deine Wahl</translation>
    </message>
    <message>
        <source>Costly: {loss} against the expert&apos;s choice.</source>
        <translation>Teuer: {loss} gegenüber der Wahl des Experten.</translation>
    </message>
    <message>
        <source>Not costly ({loss}).</source>
        <translation>Nicht teuer ({loss}).</translation>
    </message>
    <message>
        <source>Hindsight: this position was too big to solve with every card known.</source>
        <translation>Im Nachhinein: Diese Stellung war zu groß, um sie mit allen Karten offen zu lösen.</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: your choice was as good as any ({value}).</source>
        <translation>Im Nachhinein, mit allen Karten offen: deine Wahl war so gut wie jede andere ({value}).</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: {best} was best ({value}); yours gave {mine}.</source>
        <translation>Im Nachhinein, mit allen Karten offen: {best} war am besten ({value}); deine Wahl brachte {mine}.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>score sheet</source>
        <translation>Punkteblatt</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Game</source>
        <extracomment>(column key, heading) of the totals table, in order: what a player compares at a glance. Each heading says what its column counts on its own (&quot;won&quot; beside &quot;won&quot; left the player guessing); the first space breaks it.</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Bummerls won</source>
        <translation>Bummerl gewonnen</translation>
    </message>
    <message>
        <source>Claims right</source>
        <translation>Ausmeldungen richtig</translation>
    </message>
    <message>
        <source>Closes held</source>
        <translation>Zudrehen gelungen</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partien gespielt</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partien gewonnen</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Spiele gespielt</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Spiele gewonnen</translation>
    </message>
    <message>
        <source>Game points won</source>
        <extracomment>(key, label) of the figures of the row picked in the table, listed beside the chart. Points are the game points a hand is worth (&quot;Points won&quot; read like card points).</extracomment>
        <translation>Spielpunkte gewonnen</translation>
    </message>
    <message>
        <source>Game points lost</source>
        <translation>Spielpunkte verloren</translation>
    </message>
    <message>
        <source>Won Schneider</source>
        <translation>Schneider gewonnen</translation>
    </message>
    <message>
        <source>Won Schwarz</source>
        <translation>Schwarz gewonnen</translation>
    </message>
    <message>
        <source>Bummerls lost</source>
        <translation>Bummerl verloren</translation>
    </message>
    <message>
        <source>Schneiderbummerls won</source>
        <translation>Schneiderbummerl gewonnen</translation>
    </message>
    <message>
        <source>Chips won or lost</source>
        <translation>Chips gewonnen oder verloren</translation>
    </message>
    <message>
        <source>Claims wrong</source>
        <translation>Ausmeldungen falsch</translation>
    </message>
    <message>
        <source>Closes failed</source>
        <translation>Zudrehen misslungen</translation>
    </message>
    <message>
        <source>Hands with undo</source>
        <translation>Spiele mit Zurücknehmen</translation>
    </message>
    <message>
        <source>Hands with a hint</source>
        <translation>Spiele mit Tipp</translation>
    </message>
    <message>
        <source>Hands with learning aids</source>
        <translation>Spiele mit Lernhilfen</translation>
    </message>
    <message>
        <source>{preset}, rules changed</source>
        <extracomment>A preset whose rules the player changed in the New game dialog (kept as &quot;standard+&quot;).</extracomment>
        <translation>{preset}, Regeln geändert</translation>
    </message>
    <message>
        <source>Statistics — cardtable</source>
        <translation>Statistik — cardtable</translation>
    </message>
    <message>
        <source>Statistics per game, rules and opponent</source>
        <translation>Statistik nach Spiel, Regeln und Gegner</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message numerus="yes">
        <source>Left out of these figures, as damaged: %n record(s) of hands or matches.</source>
        <translation>
            <numerusform>Als beschädigt nicht mitgezählt: %n Eintrag zu Spielen oder Partien.</numerusform>
            <numerusform>Als beschädigt nicht mitgezählt: %n Einträge zu Spielen oder Partien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only hands you play count; a demo counts nothing.</source>
        <translation>Es zählen nur Spiele, die du selbst spielst; eine Vorführung zählt nicht.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every recorded hand and match? This cannot be undone.</source>
        <translation>Alle aufgezeichneten Spiele und Partien vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>The match is over: Space or {key} plays again.</source>
        <translation>Die Partie ist vorbei: Leertaste oder {key} spielt noch einmal.</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Nächstes Spiel</translation>
    </message>
    <message>
        <source>continue to the next hand</source>
        <translation>weiter zum nächsten Spiel</translation>
    </message>
    <message>
        <source>N</source>
        <comment>shortcut of Next hand</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Taste: {key}</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <source>play again with the same rules</source>
        <translation>noch einmal mit denselben Regeln</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>Neue &amp;Partie…</translation>
    </message>
    <message>
        <source>choose a new game</source>
        <translation>neue Partie wählen</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>Spiel &amp;analysieren</translation>
    </message>
    <message>
        <source>the expert&apos;s review of this hand</source>
        <translation>die Analyse dieses Spiels durch den Experten</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>You have {score} points.</source>
        <translation>Du hast {score} Augen.</translation>
    </message>
    <message>
        <source>card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>der Stich</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>der Talon</translation>
    </message>
    <message>
        <source>the trump card</source>
        <translation>die Trumpfkarte</translation>
    </message>
    <message>
        <source>status line</source>
        <translation>Statuszeile</translation>
    </message>
    <message>
        <source>{name}: hand</source>
        <translation>{name}: Hand</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>zugedreht</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>Klicken zum Weiterspielen</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this hand.</source>
        <translation>In diesem Spiel wurde noch kein Stich gemacht.</translation>
    </message>
    <message>
        <source>Last trick: {name} · L: back to this trick</source>
        <translation>Letzter Stich: {name} · L: zurück zu diesem Stich</translation>
    </message>
    <message>
        <source>Last trick: {name}</source>
        <translation>Letzter Stich: {name}</translation>
    </message>
    <message>
        <source>Click a card to pick it; then press the Play button that appears, double-click it, or press Enter.</source>
        <translation>Klick eine Karte an, um sie auszuwählen; dann drück den Knopf zum Spielen, der dabei erscheint, doppelklicke sie oder drück die Eingabetaste.</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klick</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Strg+Klick</translation>
    </message>
    <message numerus="yes">
        <source>{pick} %n card(s) of any suits to answer; then press the Play button that appears or press Enter.</source>
        <translation>
            <numerusform>Wähl per {pick} %n Karte beliebiger Farbe aus, um zu antworten; dann drück den Knopf zum Spielen, der dabei erscheint, oder drück die Eingabetaste.</numerusform>
            <numerusform>Wähl per {pick} %n Karten beliebiger Farben aus, um zu antworten; dann drück den Knopf zum Spielen, der dabei erscheint, oder drück die Eingabetaste.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a card to play it.</source>
        <translation>Klick eine Karte an, um sie zu spielen.</translation>
    </message>
    <message>
        <source>Double-click a card, drag it to the middle or press Enter to play it.</source>
        <translation>Doppelklicke eine Karte, zieh sie in die Mitte oder drück die Eingabetaste, um sie zu spielen.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Show your special hand or pass</source>
        <translation>Zeig deine besondere Hand oder passe</translation>
    </message>
    <message>
        <source>{name}: show your special hand or pass</source>
        <translation>{name}: Zeig deine besondere Hand oder passe</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <source>Click cards of one suit to pick them; then press the Play button that appears, double-click the last card, or press Enter.</source>
        <translation>Klick Karten einer Farbe an, um sie auszuwählen; dann drück den Knopf zum Spielen, der dabei erscheint, doppelklicke die letzte Karte oder drück die Eingabetaste.</translation>
    </message>
    <message>
        <source>Ctrl+click cards of one suit to pick them; then press the Play button that appears, press Enter, or drag them to the middle.</source>
        <translation>Klick Karten einer Farbe mit Strg an, um sie auszuwählen; dann drück den Knopf zum Spielen, der dabei erscheint, drück die Eingabetaste oder zieh sie in die Mitte.</translation>
    </message>
    <message>
        <source>Close the stock?</source>
        <translation>Zudrehen?</translation>
    </message>
    <message>
        <source>Declare 31?</source>
        <translation>31 ansagen?</translation>
    </message>
    <message>
        <source>Claim 66?</source>
        <translation>66 ausmelden?</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Die Partie endet unentschieden.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Du gewinnst die Partie!</translation>
    </message>
    <message>
        <source>{name} wins the match.</source>
        <translation>{name} gewinnt die Partie.</translation>
    </message>
    <message>
        <source>Hands played: {hands} · won: {first} {a}, {second} {b}</source>
        <translation>Spiele gespielt: {hands} · gewonnen: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>TopChoices</name>
    <message>
        <source>Top choices</source>
        <translation>Beste Züge</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Chance, das Spiel zu gewinnen</translation>
    </message>
    <message>
        <source>Expected game points</source>
        <translation>Erwartete Spielpunkte</translation>
    </message>
    <message>
        <source>Expected pots</source>
        <translation>Erwartete Pots</translation>
    </message>
    <message numerus="yes">
        <source>Figures from %n deal(s) the expert tried that fit what you have seen.</source>
        <translation>
            <numerusform>Werte aus %n Kartenverteilung, die der Experte ausprobiert hat und die zu dem passt, was du gesehen hast.</numerusform>
            <numerusform>Werte aus %n Kartenverteilungen, die der Experte ausprobiert hat und die zu dem passen, was du gesehen hast.</numerusform>
        </translation>
    </message>
    <message>
        <source>No search was needed: this move is clear.</source>
        <translation>Keine Suche nötig: Dieser Zug ist klar.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to cardtable</source>
        <translation>Willkommen bei cardtable</translation>
    </message>
    <message>
        <source>&lt;b&gt;Which game would you like to play?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Welches Spiel möchtest du spielen?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play a guided first hand</source>
        <translation>Geführtes erstes Spiel starten</translation>
    </message>
    <message>
        <source>Just play</source>
        <translation>Einfach spielen</translation>
    </message>
    <message>
        <source>&lt;b&gt;To play a card&lt;/b&gt;, click it. Or pick it with the arrow keys and press Enter, or drag it to the middle of the table. In Bura, click each card of a group, then press Play.</source>
        <translation>&lt;b&gt;Eine Karte spielst du&lt;/b&gt;, indem du sie anklickst. Oder wähl sie mit den Pfeiltasten und drück die Eingabetaste, oder zieh sie in die Mitte des Tischs. Bei Bura klickst du jede Karte einer Gruppe an und drückst dann den Knopf zum Spielen.</translation>
    </message>
    <message>
        <source>With one-click play off, a click only picks a card: double-click it, drag it or press Enter to play it.</source>
        <translation>Ist das Spielen mit einem Klick aus, wählt ein Klick die Karte nur aus: Doppelklicke sie, zieh sie oder drück die Eingabetaste, um sie zu spielen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves other than a card&lt;/b&gt; (a marriage, closing the stock, claiming 66, declaring 31 or a special hand) are buttons beside your hand; each has its key underlined.</source>
        <translation>&lt;b&gt;Züge außer einer Karte&lt;/b&gt; (Melden, Zudrehen, Ausmelden mit 66, 31 ansagen oder ein besonderes Blatt) sind Knöpfe neben deiner Hand; bei jedem ist seine Taste unterstrichen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The rules&lt;/b&gt;: press F1 (Help ▸ Rules). With learner hints on (Game ▸ Preferences), a card you may not play is dimmed and names the rule that forbids it.</source>
        <translation>&lt;b&gt;Die Regeln&lt;/b&gt;: Drück F1 (Hilfe ▸ Regeln). Mit den Lernhilfen (Spiel ▸ Einstellungen) ist eine Karte, die du nicht spielen darfst, abgeblendet und nennt die Regel, die sie verbietet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A hint&lt;/b&gt;: press H or the Hint button, and the expert shows its move and says why.</source>
        <translation>&lt;b&gt;Ein Tipp&lt;/b&gt;: Drück H oder den Knopf „Tipp“, dann zeigt der Experte seinen Zug und sagt, warum.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After a hand&lt;/b&gt;, Game ▸ Review a hand… goes through it with the expert. Game ▸ Preferences ▸ Learning shows the cards already played, both players&apos; points, and why the computer played as it did.</source>
        <translation>&lt;b&gt;Nach einem Spiel&lt;/b&gt; geht der Experte es unter Spiel ▸ Spiel analysieren… mit dir durch. Spiel ▸ Einstellungen ▸ Lernen zeigt die schon gespielten Karten, die Augen beider Spieler und warum der Computer so gespielt hat.</translation>
    </message>
    <message>
        <source>You can read this again any time: Help ▸ How to play.</source>
        <translation>Das kannst du jederzeit wieder lesen: Hilfe ▸ So wird gespielt.</translation>
    </message>
</context>
<context>
    <name>access</name>
    <message>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>not playable: {why}</source>
        <translation>nicht spielbar: {why}</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>{who}: {cards}</source>
        <extracomment>a play as heard: &quot;Computer: ace of hearts&quot;</extracomment>
        <translation>{who}: {cards}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Karten&amp;größe</translation>
    </message>
    <message>
        <source>Hi&amp;gh contrast table and deck</source>
        <translation>&amp;Hoher Kontrast für Tisch und Karten</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({kind}); details are in {log}.</source>
        <translation>Etwas ist schiefgegangen ({kind}); Einzelheiten stehen in {log}.</translation>
    </message>
    <message>
        <source>Something went wrong ({kind}); no log could be written.</source>
        <translation>Etwas ist schiefgegangen ({kind}); es konnte kein Protokoll geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>card-suit</name>
    <message>
        <source>clubs</source>
        <extracomment>A suit&apos;s word inside a card&apos;s name (a translation may need another form of it than alone: a genitive, an adjective&apos;s stem), in the context &quot;card-suit&quot; (&quot;tell-card-suit&quot;).</extracomment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
</context>
<context>
    <name>cardindex</name>
    <message>
        <source>J</source>
        <comment>card index: jack</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the jack on French-suited cards in your country (German B for Bube); keep J if they say J.</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card index: queen</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the queen on French-suited cards in your country (German D for Dame); keep Q if they say Q.</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>card index: king</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the king on French-suited cards in your country (Dutch H for heer); keep K if they say K.</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>card index: ace</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the ace on French-suited cards in your country (Russian Т for туз); keep A if they say A.</extracomment>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>clubs</source>
        <extracomment>Suit and rank names per deck (D-2, D-3), for card names in sentences and for screen readers. The William Tell deck&apos;s words are in contexts of their own (&quot;tell-cards&quot;, &quot;tell-card-suit&quot;): in English they are the deck&apos;s own ranks and the suits&apos; English names (&quot;ober of leaves&quot;, &quot;daus of bells&quot;), lower case like the French deck&apos;s; a translation gives the deck&apos;s words in its language.</extracomment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>ace of {suit}</source>
        <extracomment>&quot;{rank} of {suit}&quot; in the card&apos;s own words (a Tell deck&apos;s names differ from the French deck&apos;s).</extracomment>
        <translation>{suit}-Ass</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>{suit}-Zehn</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>{suit}-König</translation>
    </message>
    <message>
        <source>queen of {suit}</source>
        <translation>{suit}-Dame</translation>
    </message>
    <message>
        <source>jack of {suit}</source>
        <translation>{suit}-Bube</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>{suit}-Neun</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>{suit}-Acht</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>{suit}-Sieben</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>{suit}-Sechs</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>Rank words inside refusals, per deck (D-2, D-3). Lower case like the card names: they stand inside a sentence (&quot;lead its king or queen&quot;).</extracomment>
        <translation>König</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Schnapsen</source>
        <extracomment>The games&apos; titles as a player reads them (the specs hold them in English).</extracomment>
        <translation>Schnapsen</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Bura</translation>
    </message>
    <message>
        <source>Bohemian Schneider</source>
        <translation>Böhmischer Schneider</translation>
    </message>
</context>
<context>
    <name>guide</name>
    <message>
        <source>Lead the {card1}: the highest trump cannot be beaten (S-10), and once you have won a trick your marriages count (S-12).</source>
        <translation>Spiel {card1} aus: Den höchsten Trumpf kann niemand schlagen (S-10), und sobald du einen Stich gemacht hast, zählen deine Paare (S-12).</translation>
    </message>
    <message>
        <source>The computer could not beat it, so it gave its cheapest card, the {card1}. You took the trick and drew a card from the stock (S-11).</source>
        <translation>Der Computer konnte nicht drüber und hat seine billigste Karte gespielt: {card1}. Du hast den Stich gemacht und eine Karte vom Talon abgehoben (S-11).</translation>
    </message>
    <message>
        <source>You hold the {card1} and the {card2}: announce the marriage with its button below your cards. It is worth 20 (S-12).</source>
        <translation>Du hast {card1} und {card2}: Melde das Paar mit seinem Knopf unter deinen Karten. Es zählt 20 (S-12).</translation>
    </message>
    <message>
        <source>Now lead the {card1} or the {card2}: a marriage is played with one of its cards (S-12).</source>
        <translation>Spiel jetzt {card1} oder {card2} aus: Nach dem Melden wird eine Karte des Paars ausgespielt (S-12).</translation>
    </message>
    <message>
        <source>You drew the {card1}, the lowest trump: exchange it for the face-up {card2} (S-14). Then you hold the trump marriage.</source>
        <translation>Du hast {card1} abgehoben, den niedrigsten Trumpf: Tausch ihn gegen die aufgedeckte Trumpfkarte aus, {card2} (S-14). Dann hast du den Vierziger (das Paar in Trumpf).</translation>
    </message>
    <message>
        <source>Close the stock (S-15): nobody draws any more, and the computer must follow suit (S-17). Close only when you are sure of 66: with the trump marriage you are.</source>
        <translation>Dreh zu (S-15): Niemand hebt mehr ab, und der Computer muss Farbe bekennen (S-17). Dreh nur zu, wenn dir 66 sicher sind: Mit dem Vierziger sind sie es.</translation>
    </message>
    <message>
        <source>Announce the trump marriage: it is worth 40 (S-12), which makes 79 points.</source>
        <translation>Melde den Vierziger: Er zählt 40 (S-12), das macht 79 Augen.</translation>
    </message>
    <message>
        <source>Claim 66 with its button (S-19): you have 79. The computer has no trick, so you win 3 game points (S-22).</source>
        <translation>Melde mit dem Knopf 66 aus (S-19): Du hast 79. Der Computer hat keinen Stich, also gewinnst du 3 Spielpunkte (S-22).</translation>
    </message>
    <message>
        <source>Well done: that is Schnapsen. Play on as you like; press H for a hint at any time.</source>
        <translation>Gut gemacht: Das ist Schnapsen. Spiel weiter, wie du magst; mit H bekommst du jederzeit einen Tipp.</translation>
    </message>
    <message>
        <source>In Bura you may lead two or three cards of one suit (B-5). Pick the {card1} and the {card2}, then play them together.</source>
        <translation>Bei Bura darfst du zwei oder drei Karten einer Farbe ausspielen (B-5). Wähl {card1} und {card2} aus und spiel sie dann zusammen aus.</translation>
    </message>
    <message>
        <source>Lead the {card1} alone: nothing beats the highest trump (B-7).</source>
        <translation>Spiel {card1} allein aus: Nichts schlägt den höchsten Trumpf (B-7).</translation>
    </message>
    <message>
        <source>The computer gave the {card1} rather than waste a good card, and you took the trick: you have 39 points now.</source>
        <translation>Der Computer hat {card1} gespielt, statt eine gute Karte zu verschwenden, und du hast den Stich gemacht: Du hast jetzt 39 Augen.</translation>
    </message>
    <message>
        <source>To take a group, the answer must beat each of its cards (B-8). The computer could not and gave the {card1} and the {card2}: the trick is yours, and you have 21 points.</source>
        <translation>Um eine Gruppe zu holen, muss die Antwort jede ihrer Karten schlagen (B-8). Das konnte der Computer nicht, und er hat {card1} und {card2} gespielt: Der Stich gehört dir, und du hast 21 Augen.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, worth nothing, and the trick is yours: 32 points, but only a declaration wins (B-17).</source>
        <translation>Der Computer hat {card1} gespielt, eine Karte ohne Augen, und der Stich gehört dir: 32 Augen, aber gewinnen kannst du nur mit einer Ansage (B-17).</translation>
    </message>
    <message>
        <source>Declare 31 with its button: with 31 or more you win the pot (B-18). Declaring with less would double the pot at your cost.</source>
        <translation>Sag mit dem Knopf 31 an: Mit 31 oder mehr gewinnst du den Pot (B-18). Eine Ansage mit weniger würde den Pot auf deine Kosten verdoppeln.</translation>
    </message>
    <message>
        <source>Well done: that is Bura. Keep count of your points as you play; press H for a hint at any time.</source>
        <translation>Gut gemacht: Das ist Bura. Zähl beim Spielen deine Augen mit; mit H bekommst du jederzeit einen Tipp.</translation>
    </message>
    <message>
        <source>Schneider has no trumps and no duty to follow suit (H-4). Lead the {card1}: an answer wins only with a higher card of the suit led (H-5), and none is higher.</source>
        <translation>Beim Böhmischen Schneider gibt es keinen Trumpf und keinen Farbzwang (H-4). Spiel {card1} aus: Eine Antwort gewinnt nur mit einer höheren Karte der ausgespielten Farbe (H-5), und es gibt keine höhere.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, no honour. Your trick holds one honour (H-2).</source>
        <translation>Der Computer hat {card1} gespielt – kein Honneur. In deinem Stich liegt ein Honneur (H-2).</translation>
    </message>
    <message>
        <source>Lead the {card1}: it is no honour, so if the computer takes the trick, it gains nothing from you.</source>
        <translation>Spiel {card1} aus: Die Karte ist kein Honneur; macht der Computer den Stich, bekommt er also nichts von dir.</translation>
    </message>
    <message>
        <source>The computer took it with the {card1}: one honour for it, none from you.</source>
        <translation>Der Computer hat den Stich mit {card1} gemacht: ein Honneur für ihn, keiner von dir.</translation>
    </message>
    <message>
        <source>Answer with the {card1}: it beats the {card2} in its own suit (H-5) and takes two honours.</source>
        <translation>Antworte mit {card1}: Die Karte schlägt {card2} in ihrer eigenen Farbe (H-5) und holt zwei Honneurs.</translation>
    </message>
    <message>
        <source>Well done. Whoever takes 11 of the 20 honours wins (H-8). Play the hand out; press H for a hint at any time.</source>
        <translation>Gut gemacht. Wer 11 der 20 Honneurs bekommt, gewinnt (H-8). Spiel bis zum Schluss weiter; mit H bekommst du jederzeit einen Tipp.</translation>
    </message>
    <message>
        <source>Lesson, step {n} of {total}: {words}</source>
        <translation>Lektion, Schritt {n} von {total}: {words}</translation>
    </message>
    <message>
        <source>Not this move: the lesson asks for another. {words}</source>
        <translation>Nicht dieser Zug: Die Lektion verlangt einen anderen. {words}</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read ({reason}); the defaults are used.{kept}</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>Deine Einstellungsdatei konnte nicht gelesen werden ({reason}); es gelten die Standardwerte.{kept}</translation>
    </message>
    <message>
        <source>it is not text</source>
        <extracomment>Why a settings file could not be read, in a player&apos;s words (the ``reason`` above).</extracomment>
        <translation>sie ist kein Text</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <translation>sie ist keine Einstellungsdatei</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation>sie lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>it is not a file (a device or a pipe)</source>
        <translation>sie ist keine gewöhnliche Datei, sondern ein Gerät oder eine Pipe</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>sie ist zu groß</translation>
    </message>
    <message>
        <source>Your settings folder {folder} cannot be used ({reason}); the defaults are used and changes will not be saved.</source>
        <extracomment>The settings folder cannot be used at all (no permission, a file where the folder should be).</extracomment>
        <translation>Dein Einstellungsordner {folder} kann nicht verwendet werden ({reason}); es gelten die Standardwerte, und Änderungen werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>wo der Ordner sein sollte, liegt eine Datei</translation>
    </message>
    <message>
        <source>it is a link that points back to itself</source>
        <translation>ein Link, der auf sich selbst verweist</translation>
    </message>
    <message>
        <source>Some saved settings were not valid and were reset: {names}.</source>
        <translation>Einige gespeicherte Einstellungen waren ungültig und wurden zurückgesetzt: {names}.</translation>
    </message>
    <message>
        <source>Some saved settings are unknown to this version or not valid and were left out: {names}. The file as it was is kept as {name}.</source>
        <extracomment>The same, when the file as it was (perhaps from a newer version) is kept beside the new one.</extracomment>
        <translation>Einige gespeicherte Einstellungen kennt diese Version nicht oder sie sind ungültig; sie wurden weggelassen: {names}. Die Datei, wie sie war, ist als {name} aufbewahrt.</translation>
    </message>
    <message>
        <source>the game</source>
        <extracomment>How a setting is named to a player when its saved value is left out (not by its field name).</extracomment>
        <translation>das Spiel</translation>
    </message>
    <message>
        <source>the rules presets</source>
        <translation>die Regelsätze</translation>
    </message>
    <message>
        <source>the rule toggles</source>
        <translation>die Regelvarianten</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>das Kartenblatt</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>der Kartenrücken</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>der Gegner</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>das Animationstempo</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>der Ton</translation>
    </message>
    <message>
        <source>auto-claim</source>
        <translation>das automatische Ausmelden</translation>
    </message>
    <message>
        <source>learner hints</source>
        <translation>die Lernhilfen</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>das Zurücknehmen</translation>
    </message>
    <message>
        <source>asking before closing the stock</source>
        <translation>das Nachfragen vor dem Zudrehen</translation>
    </message>
    <message>
        <source>the theme</source>
        <translation>das Design</translation>
    </message>
    <message>
        <source>the cloth</source>
        <translation>das Tuch</translation>
    </message>
    <message>
        <source>the card size</source>
        <translation>die Kartengröße</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>der hohe Kontrast</translation>
    </message>
    <message>
        <source>how long a finished trick stays</source>
        <translation>wie lange ein fertiger Stich liegen bleibt</translation>
    </message>
    <message>
        <source>one-click play</source>
        <translation>das Spielen mit einem Klick</translation>
    </message>
    <message>
        <source>the Bura match length</source>
        <translation>die Länge einer Bura-Partie</translation>
    </message>
    <message>
        <source>hot-seat special hands</source>
        <translation>besondere Hände im Hot-Seat</translation>
    </message>
    <message>
        <source>the hot-seat names</source>
        <translation>die Spielernamen im Hot-Seat</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>die Sprache</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>Größe und Position des Fensters</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>die Begrüßung</translation>
    </message>
    <message>
        <source>showing the cards played</source>
        <translation>das Anzeigen der gespielten Karten</translation>
    </message>
    <message>
        <source>showing both players&apos; points</source>
        <translation>das Anzeigen der Augen beider Spieler</translation>
    </message>
    <message>
        <source>the Hint button</source>
        <translation>der Knopf „Tipp“</translation>
    </message>
    <message>
        <source>explaining the computer&apos;s play</source>
        <translation>das Erklären der Computerzüge</translation>
    </message>
    <message>
        <source>the rules preset of {game}</source>
        <extracomment>A game&apos;s saved rules, named with the game&apos;s (and the rule&apos;s) title.</extracomment>
        <translation>der Regelsatz für {game}</translation>
    </message>
    <message>
        <source>the {game} rule “{rule}”</source>
        <translation>die Regel „{rule}“ für {game}</translation>
    </message>
    <message>
        <source>the rules of {game}</source>
        <translation>die Regeln für {game}</translation>
    </message>
    <message>
        <source>“{key}”</source>
        <extracomment>A key this version does not know (a newer version&apos;s), named as it is written in the file.</extracomment>
        <translation>„{key}“</translation>
    </message>
    <message>
        <source> It was kept as {name}.</source>
        <translation> Sie wurde als {name} aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved game names a seat that does not exist.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>Das gespeicherte Spiel nennt einen Platz, den es nicht gibt.</translation>
    </message>
    <message>
        <source>The saved game&apos;s rules are not valid: {why}</source>
        <translation>Die Regeln des gespeicherten Spiels sind ungültig: {why}</translation>
    </message>
    <message>
        <source>Move {number} of the saved game ({action}) is not legal: {why}</source>
        <translation>Zug {number} des gespeicherten Spiels ({action}) ist nicht erlaubt: {why}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {why}.</source>
        <translation>Das Spiel konnte nicht in {path} gespeichert werden: {why}.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} ist ein Ordner, kein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>{name} is not a file (a device or a pipe), not a saved game.</source>
        <translation>{name} ist keine Datei (ein Gerät oder eine Pipe), kein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>{name} is too large to be a saved game ({kb} KB).</source>
        <translation>{name} ist zu groß für ein gespeichertes Spiel ({kb} KB).</translation>
    </message>
    <message>
        <source>{name} could not be read: {why}.</source>
        <translation>{name} konnte nicht gelesen werden: {why}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} ist leer.</translation>
    </message>
    <message>
        <source>{name} is damaged or not a saved game (it is not readable JSON; perhaps it was cut short).</source>
        <translation>{name} ist beschädigt oder kein gespeichertes Spiel (kein lesbares JSON; vielleicht wurde es abgeschnitten).</translation>
    </message>
    <message>
        <source>{name} is not a cardtable saved game.</source>
        <translation>{name} ist kein gespeichertes cardtable-Spiel.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer cardtable (format {version}); this version reads format {ours} and older.</source>
        <translation>{name} wurde von einem neueren cardtable gespeichert (Format {version}); diese Version liest Format {ours} und älter.</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game ({where}: {why}).</source>
        <translation>{name} ist kein gültiges gespeichertes Spiel ({where}: {why}).</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game (its format version is not one this version knows).</source>
        <translation>{name} ist kein gültiges gespeichertes Spiel (diese Version kennt seine Formatversion nicht).</translation>
    </message>
    <message>
        <source>The game could not be saved ({where}: {why}).</source>
        <translation>Das Spiel konnte nicht gespeichert werden ({where}: {why}).</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: it is too long ({kb} KB).</source>
        <translation>Das Spiel konnte nicht in {path} gespeichert werden: Es ist zu lang ({kb} KB).</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as {name}; Game ▸ Open plays it on.</source>
        <translation>Deine unterbrochene Partie wurde als {name} aufbewahrt; Spiel ▸ Öffnen spielt sie weiter.</translation>
    </message>
    <message>
        <source>The autosaved game could not be resumed: {why}{kept}</source>
        <translation>Das automatisch gespeicherte Spiel konnte nicht fortgesetzt werden: {why}{kept}</translation>
    </message>
    <message>
        <source>A guided first hand cannot be saved; Help ▸ Guided first hand starts it again.</source>
        <extracomment>A guided first hand (issue 43) is dealt by its lesson, not by the match&apos;s seed: it would replay another deal.</extracomment>
        <translation>Ein geführtes erstes Spiel lässt sich nicht speichern; Hilfe ▸ Geführtes erstes Spiel startet es neu.</translation>
    </message>
    <message>
        <source> The old file was kept as {name}.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation> Die alte Datei wurde als {name} aufbewahrt.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({problem}) and were started anew.{kept}</source>
        <translation>Die Statistik konnte nicht gelesen werden ({problem}) und wurde neu begonnen.{kept}</translation>
    </message>
    <message>
        <source>Statistics cannot be kept: {why}.{kept}</source>
        <translation>Die Statistik kann nicht geführt werden: {why}.{kept}</translation>
    </message>
    <message>
        <source>The statistics cannot be used now ({why}): the trouble is beside their file, at {name}, not in it. The file was left as it is; nothing is recorded in this run.</source>
        <translation>Die Statistik kann gerade nicht benutzt werden ({why}): Das Problem liegt neben ihrer Datei, bei {name}, nicht in ihr. Die Datei bleibt, wie sie ist; in dieser Sitzung wird nichts aufgezeichnet.</translation>
    </message>
    <message>
        <source>The statistics were not reset: another program is using them. Try again once it lets them go.</source>
        <translation>Die Statistik wurde nicht zurückgesetzt: Ein anderes Programm benutzt sie. Versuche es noch einmal, sobald es sie freigibt.</translation>
    </message>
    <message>
        <source>The statistics were written by a newer cardtable (schema {version}); they are left as they are and nothing is recorded.</source>
        <translation>Die Statistik wurde von einem neueren cardtable geschrieben (Schema {version}); sie bleibt unverändert, und nichts wird aufgezeichnet.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {why}.</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be reset: {why}.</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be read: {why}.</source>
        <translation>Die Statistik konnte nicht gelesen werden: {why}.</translation>
    </message>
    <message>
        <source>The statistics are in use by another program; the hands of this run are recorded once it lets them go.</source>
        <translation>Die Statistik wird gerade von einem anderen Programm benutzt; die Spiele dieser Sitzung werden aufgezeichnet, sobald es sie freigibt.</translation>
    </message>
    <message>
        <source>the table could not show it (the error log has the details)</source>
        <extracomment>Why a saved match could not be shown (an error the table met; the log has the details).</extracomment>
        <translation>der Tisch konnte die Partie nicht anzeigen (Einzelheiten stehen im Fehlerprotokoll)</translation>
    </message>
    <message>
        <source>{name} could not be opened: {why}.</source>
        <translation>{name} konnte nicht geöffnet werden: {why}.</translation>
    </message>
</context>
<context>
    <name>refusal</name>
    <message>
        <source>play one card at a time</source>
        <translation>Spiele eine Karte nach der anderen</translation>
    </message>
    <message>
        <source>you do not hold {cards}</source>
        <translation>Du hast {cards} nicht auf der Hand</translation>
    </message>
    <message>
        <source>after announcing a marriage you must lead its {King} or {Queen} ({suit})</source>
        <translation>Nach dem Melden musst du König oder Dame dieses Paars ausspielen: {King} oder {Queen} ({suit})</translation>
    </message>
    <message>
        <source>you must follow suit ({suit})</source>
        <translation>Du musst Farbe bekennen ({suit})</translation>
    </message>
    <message>
        <source>you must head the trick: play a higher card of the suit led ({suit})</source>
        <translation>Stichzwang: Du musst eine höhere Karte der ausgespielten Farbe spielen ({suit})</translation>
    </message>
    <message>
        <source>you cannot follow suit, so you must trump ({suit})</source>
        <translation>Du kannst nicht Farbe bekennen, also musst du stechen ({suit})</translation>
    </message>
    <message>
        <source>a marriage is announced only when you lead, before leading</source>
        <translation>Ein Paar wird nur gemeldet, wenn du ausspielst, vor dem Ausspielen</translation>
    </message>
    <message>
        <source>you need the {King} and the {Queen} of {suit} to announce a marriage</source>
        <translation>Zum Melden brauchst du {King} und {Queen} in {suit}</translation>
    </message>
    <message>
        <source>announce a marriage before leading</source>
        <translation>Melde das Paar vor dem Ausspielen</translation>
    </message>
    <message>
        <source>exchange before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>Erst austauschen, dann melden (austauschen, zudrehen, melden, ausspielen)</translation>
    </message>
    <message>
        <source>you may exchange the trump card only on your turn to lead, before leading</source>
        <translation>Austauschen darfst du nur, wenn du ausspielst, vor dem Ausspielen</translation>
    </message>
    <message>
        <source>the trump card no longer lies face up (stock closed or drawn)</source>
        <translation>Die Trumpfkarte liegt nicht mehr offen (zugedreht oder abgehoben)</translation>
    </message>
    <message>
        <source>you need the trump {Jack} to exchange the trump card</source>
        <translation>Zum Austauschen brauchst du den Trumpf-{Jack}</translation>
    </message>
    <message>
        <source>you need the trump {n} to exchange the trump card</source>
        <translation>Zum Austauschen brauchst du die Trumpf-{n}</translation>
    </message>
    <message>
        <source>close before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>Erst zudrehen, dann melden (austauschen, zudrehen, melden, ausspielen)</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading</source>
        <translation>Zudrehen darfst du nur, wenn du ausspielst, vor dem Ausspielen</translation>
    </message>
    <message>
        <source>the stock is already closed</source>
        <translation>Es ist schon zugedreht</translation>
    </message>
    <message>
        <source>the stock must be open and hold a face-down card besides the trump card</source>
        <translation>Der Talon muss offen sein und außer der Trumpfkarte noch eine verdeckte Karte haben</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading, while it is open and holds a face-down card besides the trump card</source>
        <translation>Zudrehen darfst du nur, wenn du ausspielst, vor dem Ausspielen, solange der Talon offen ist und außer der Trumpfkarte noch eine verdeckte Karte hat</translation>
    </message>
    <message>
        <source>drop the lowest trump ({cards}) on the trump card to exchange it</source>
        <translation>Zum Austauschen leg den niedrigsten Trumpf ({cards}) auf die Trumpfkarte</translation>
    </message>
    <message>
        <source>the trump card is drawn last; Bura has no exchange.</source>
        <extracomment>The table&apos;s own refusals (the engine&apos;s are listed, generated, in ``engine_words.py``), each with the rule that decides it (&quot;&quot; when none does: the table is not ready for a move).</extracomment>
        <translation>Die Trumpfkarte wird zuletzt gezogen; Bura kennt kein Austauschen.</translation>
    </message>
    <message>
        <source>you may not lead more cards than your opponent holds</source>
        <translation>Du darfst nicht mehr Karten ausspielen, als dein Gegner hat</translation>
    </message>
    <message>
        <source>lead one card, or two or three cards of one suit</source>
        <translation>Spiele eine Karte aus, oder zwei oder drei Karten einer Farbe</translation>
    </message>
    <message>
        <source>the cards are played out; declare 31 or pass</source>
        <translation>Die Karten sind ausgespielt; sag 31 an oder passe</translation>
    </message>
    <message>
        <source>first declare your special hand or pass</source>
        <translation>Zeige erst deine besondere Hand oder passe</translation>
    </message>
    <message>
        <source>you hold no special hand</source>
        <translation>Du hast keine besondere Hand</translation>
    </message>
    <message>
        <source>your hand is {held}, not {special}</source>
        <translation>Deine Hand ist {held}, nicht {special}</translation>
    </message>
    <message>
        <source>three aces or molodka change nothing for the player who leads</source>
        <translation>Drei Asse oder Molodka ändern nichts für den, der ausspielt</translation>
    </message>
    <message>
        <source>only an equal or higher special hand answers the one declared</source>
        <translation>Nur eine gleiche oder höhere besondere Hand antwortet auf die gezeigte</translation>
    </message>
    <message>
        <source>no declaration now</source>
        <translation>Jetzt gibt es nichts anzusagen</translation>
    </message>
    <message>
        <source>it is your lead</source>
        <translation>Du spielst aus</translation>
    </message>
    <message>
        <source>you must answer the cards led</source>
        <translation>Du musst auf die ausgespielten Karten antworten</translation>
    </message>
    <message>
        <source>nothing to pass now</source>
        <translation>Jetzt gibt es nichts zu passen</translation>
    </message>
    <message>
        <source>the Bura settles the pot; show your Bura or pass</source>
        <translation>Die Bura entscheidet den Pot; zeige deine Bura oder passe</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>Die Partie ist vorbei</translation>
    </message>
    <message>
        <source>Schnapsen has no {kind}</source>
        <translation>Schnapsen kennt kein {kind}</translation>
    </message>
    <message>
        <source>Bura has no {kind}</source>
        <translation>Bura kennt kein {kind}</translation>
    </message>
    <message>
        <source>Schneider has no {kind}; play a card</source>
        <translation>Schneider kennt kein {kind}; spiel eine Karte</translation>
    </message>
    <message>
        <source>The match is over: start a new game.</source>
        <translation>Die Partie ist vorbei: Beginne eine neue.</translation>
    </message>
    <message>
        <source>The hand is over: continue to the next deal.</source>
        <translation>Das Spiel ist vorbei: Weiter zum nächsten Spiel.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Du bist nicht dran.</translation>
    </message>
</context>
<context>
    <name>reviewwords</name>
    <message>
        <source>Trump card (stock: {n})</source>
        <translation>Trumpfkarte (Talon: {n})</translation>
    </message>
    <message>
        <source>The hand ended in this trick.</source>
        <translation>Mit diesem Stich endete das Spiel.</translation>
    </message>
    <message>
        <source>{name} took the trick.</source>
        <translation>{name}: Stich gemacht.</translation>
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
        <translation># Schnapsen

Zwei Spieler, 20 Karten: Ass, Zehn, König, Dame und Bube jeder Farbe. Die **Vorhand** ist der Spieler,
der nicht gibt; er spielt als Erster aus. Ziel eines Spiels ist es, **66** Augen zu erreichen und sich
damit auszumelden; die gewonnenen Spielpunkte werden beim **Bummerl** von 7 abwärts gezählt.

## Karten und Augen
- **S-1** Innerhalb einer Farbe gilt die Rangfolge Ass, 10, König, Dame, Bube. Augen: Ass 11, Zehn 10,
  König 4, Dame 3, Bube 2: 120 im ganzen Blatt, Paare nicht mitgerechnet.

## Die Partie (Bummerl)
- **S-2** Jeder Spieler beginnt bei 7 und zählt abwärts: Die Spielpunkte, die er gewinnt, werden ihm
  abgezogen. Wer zuerst 0 (oder weniger) erreicht, gewinnt das Bummerl; der Verlierer bekommt ein
  Bummerl angeschrieben (●).
- **S-3** Zu Beginn einer Partie zieht jeder Spieler eine Karte; wer die niedrigere hat, gibt (bei
  Gleichstand wird noch einmal gezogen). Danach wechselt das Geben mit jedem Spiel, auch über die
  Bummerl hinweg.
- **S-4** *Schneiderbummerl* (Variante): Wer ein Bummerl verliert, ohne darin einen einzigen
  Spielpunkt gemacht zu haben, bekommt zwei Bummerl angeschrieben (●●); das Punkteblatt schreibt die
  Zeichen jedes verlorenen Bummerls getrennt („●, ●●“).
- **S-5** *Partie*: ein Bummerl, oder eine Partie aus 2 oder 3 Bummerln, die gewinnt, wer die Mehrheit
  davon holt. Eine Partie auf 3 endet, sobald ein Spieler 2 gewonnen hat; eine Partie auf 2 kann 1:1
  enden, also unentschieden.
- **S-6** *Bummerl um Einsatz* (Variante): Jedes Bummerl wird um einen Einsatz gespielt, den sein
  Verlierer zahlt: dreifach, wenn er im ganzen Bummerl keinen Stich gemacht hat, sonst doppelt, wenn
  er darin keinen Spielpunkt gemacht hat. (Hier beziehen sich Schneider und Schwarz auf das ganze
  Bummerl, nicht auf ein einzelnes Spiel wie in S-22.)

## Geben
- **S-7** Drei Karten an die Vorhand, drei an den Geber, die nächste Karte wird aufgedeckt: Ihre Farbe
  ist **Trumpf**. Dann noch je zwei. Die übrigen neun Karten bilden den Talon; er liegt verdeckt quer
  über der Trumpfkarte, die sichtbar bleibt und als letzte Karte abgehoben wird.
- **S-8** Die Vorhand spielt zum ersten Stich aus.

## Solange der Talon offen ist
- **S-9** Ausspielen darfst du jede Karte, und die Antwort darf jede Karte sein: Es gibt weder Farb-
  noch Trumpfzwang, du musst also weder Farbe bekennen noch stechen.
- **S-10** Ein Trumpf sticht jede Karte einer anderen Farbe, und der höhere Trumpf gewinnt; ohne
  Trumpf gewinnt die höhere Karte der ausgespielten Farbe. Eine Antwort, die weder mit einer höheren
  Karte Farbe bekennt noch sticht, verliert: Der Ausspieler macht den Stich.
- **S-11** Wer den Stich gemacht hat, hebt die oberste Karte des Talons ab, danach der andere; beide
  haben wieder fünf Karten (sechs beim Siebener-Schnapsen). Wer den Stich gemacht hat, spielt als
  Nächster aus. Die offene Trumpfkarte wird als letzte abgehoben, und zwar vom Verlierer des Stichs,
  der den Talon leert.
- **S-12** Hast du König und Dame einer Farbe, darfst du ein **Paar** melden, wenn du mit dem
  Ausspielen an der Reihe bist, und musst dann den König oder die Dame ausspielen: 40 in Trumpf
  (Vierziger), 20 in einer anderen Farbe (Zwanziger). Die Augen zählen erst, wenn du in diesem Spiel
  einen Stich gemacht hast; bis dahin bleiben sie vorgemerkt, und sie zählen, sobald du einen machst.
  Mehrere Paare pro Spiel sind erlaubt, solange der Talon offen ist und auch nachdem zugedreht wurde
  oder der Talon aufgebraucht ist.
- **S-13** Auch ein Paar, das die Vorhand beim ersten Ausspielen meldet, wartet auf einen gemachten
  Stich.
  *Bummerl mit 40* (Variante): Ein Paar in **Trumpf**, das die Vorhand beim ersten Ausspielen meldet,
  zählt sofort, nicht erst nach ihrem ersten Stich. Das ist ein Brauch, der kein Ergebnis ändert: Ohne
  Stich kann die Vorhand weder 66 erreichen noch dem Schwarz entgehen (S-22), und ihr erster Stich
  würde die 40 ohnehin zählen lassen.
- **S-14** Wer den niedrigsten Trumpf hat (den Trumpf-Buben; die Trumpf-Sieben beim
  Siebener-Schnapsen), darf ihn, wenn er mit dem Ausspielen an der Reihe ist, vor dem Ausspielen gegen
  die offene Trumpfkarte austauschen, solange der Talon offen ist und die Trumpfkarte noch aufgedeckt
  liegt — auch schon beim allerersten Ausspielen der Vorhand.
  **Ein Zug, in dieser Reihenfolge:** austauschen, dann zudrehen, dann ein Paar melden, dann
  ausspielen; ausmelden (S-19) darfst du an jeder Stelle davon.
- **S-15** Wenn du mit dem Ausspielen an der Reihe bist, darfst du vor dem Ausspielen den Talon
  **zudrehen**, solange er offen ist und außer der Trumpfkarte noch mindestens eine verdeckte Karte
  hat. Die Trumpfkarte wird umgedreht und liegt nun verdeckt; die Trumpffarbe bleibt. Von da an hebt
  niemand mehr ab, und S-17 gilt sofort. Du hast dich damit verpflichtet, 66 zu erreichen (S-21).

## Wenn zugedreht oder der Talon aufgebraucht ist
- **S-16** Es wird nicht mehr abgehoben; das Spiel wird mit den Karten auf der Hand zu Ende gespielt
  (fünf Stiche, sechs beim Siebener-Schnapsen, wenn der Talon aufgebraucht ist; so viele, wie ihr beim
  Zudrehen noch auf der Hand habt, wenn zugedreht wurde).
- **S-17** Es gilt Farb- und Trumpfzwang: Die Antwort muss Farbe bekennen, wenn sie kann; kann sie das
  nicht, muss sie stechen, wenn sie kann; nur wenn beides nicht geht, darf es eine beliebige Karte
  sein. Die ausgespielte Karte musst du nicht schlagen.
  *Stichzwang* (Variante; die übliche österreichische Turnierregel): Wenn du Farbe bekennst, musst du
  eine höhere Karte dieser Farbe spielen, falls du eine hast (ein ausgespielter Trumpf muss also
  übertrumpft werden); ohne höhere Karte bekennst du trotzdem mit einer niedrigeren und stichst nie
  stattdessen mit Trumpf.

## 66 ausmelden (Ausmachen)
- **S-18** Dein Stand ist die Summe der Augen in den Stichen, die du gemacht hast, plus der gemeldeten
  Paare, die zählen (S-12).
- **S-19** Bei jedem deiner eigenen Züge — vor dem Ausspielen, nach dem Melden eines Paars und vor dem
  Ausspielen seiner Karte, oder vor dem Antworten — darfst du dich **ausmelden**, also erklären, dass
  du 66 erreicht hast. Es wird nicht weitergespielt, sondern nachgezählt. Stimmt es, gewinnst du das
  Spiel, gewertet nach S-22 — hatte aber dein Gegner zugedreht, ist sein Zudrehen misslungen (S-21),
  und du bekommst, was S-21 sagt. Stimmt es nicht, bekommt dein Gegner 2 Spielpunkte und das Spiel ist
  zu Ende — hattest du aber zugedreht, ist eine falsche Ausmeldung ein misslungenes Zudrehen (S-21).
  *Beispiel:* Du hast 58 und meldest dich aus: eine falsche Ausmeldung, dein Gegner bekommt 2
  Spielpunkte.
- **S-20** *Automatisch ausmelden* (Menü „Ansicht“; eine Spielereinstellung, keine Regel, anfangs
  ausgeschaltet, weil das Mitzählen zum Spiel gehört; die Einstellungen für Lernende schalten es
  zusammen mit den Lernhilfen ein): Das Programm meldet dich im ersten Moment aus, in dem die Ausmeldung
  stimmt. Der Computer meldet sich immer aus, sobald er kann.
- **S-21** Wer zugedreht hat, muss 66 erreichen. Er scheitert, wenn sich sein Gegner zuerst richtig
  ausmeldet, wenn er sich selbst falsch ausmeldet oder wenn der letzte Stich gespielt ist und er
  weniger als 66 hat (außer wenn „Alle Stiche in Phase 2“ eingeschaltet ist und er nach dem Zudrehen
  jeden Stich gemacht hat, S-25).
  Scheitert er, bekommt sein Gegner 2 Spielpunkte, ganz gleich, wie die Augen stehen. Ist „Alle Stiche
  in Phase 2“ eingeschaltet und macht der Gegner nach dem Zudrehen jeden Stich, bekommt er stattdessen
  3 (S-25). Hat der Zudreher nach dem letzten Stich 66 oder mehr, gewinnt er das Spiel, gewertet nach
  S-22. Eine falsche Ausmeldung des *Gegners* des Zudrehers ist eine gewöhnliche falsche Ausmeldung
  (S-19).
  *Zudrehstrafe 3 ohne Stich* (Variante): Hatte der Gegner beim Zudrehen noch keinen Stich gemacht,
  bekommt er 3 statt 2.
  *Beispiel:* Du drehst mit 40 Augen zu. Erreicht dein Gegner danach als Erster 66 und meldet sich
  aus, bekommt er 2 Spielpunkte. Erreichst du 70 und meldest dich aus, gewinnst du das Spiel und wirst
  nach den Augen des Gegners gewertet (S-22). Meldest du dich mit 60 aus oder hast du nach dem letzten
  Stich nur 60, bekommt dein Gegner 2.

## Spielpunkte
- **S-22** Wer ein Spiel gewinnt (durch eine richtige Ausmeldung, nach S-21 oder nach S-24), bekommt:
  1 Spielpunkt, wenn der Verlierer 33 bis 65 Augen hat (seinen Stand nach S-18, gezählte Paare
  eingeschlossen);
  2, wenn der Verlierer einen Stich gemacht hat, aber höchstens 32 Augen hat (**Schneider**);
  3, wenn der Verlierer keinen Stich gemacht hat (**Schwarz**), ganz gleich, was er gemeldet hat.
  Ein Verlierer, der 66 erreicht hat, ohne sich auszumelden, zählt wie 33 bis 65. Beim
  Siebener-Schnapsen ist ein Stich aus zwei Siebenern 0 Augen wert und zählt trotzdem als Stich.
  *Wertung beim Zudrehen* (Variante): Gewinnt der Zudreher, entscheiden die Augen und Stiche, die der
  Verlierer beim Zudrehen hatte, über Schneider und Schwarz.
  *Beispiel:* Du meldest dich mit 70 aus, dein Gegner hat 30 Augen und einen Stich: Schneider, 2
  Spielpunkte.
- **S-23** Strafen richten sich nicht nach den Augen: Eine falsche Ausmeldung bringt dem Gegner 2
  Spielpunkte (S-19), ebenso ein misslungenes Zudrehen (S-21).
- **S-24** Hat sich niemand ausgemeldet, wenn der letzte Stich gespielt ist, und wurde nicht
  zugedreht, gewinnt der Spieler mit dem höheren Stand das Spiel, auch unter 66, gewertet nach S-22;
  bei Gleichstand gewinnt, wer den letzten Stich gemacht hat. Wurde zugedreht, entscheidet stattdessen
  S-21.
  *Letzter Stich gewinnt* (Variante): Wer den letzten Stich macht, gewinnt das Spiel, ganz gleich, wie
  die Augen stehen.
- **S-25** *Alle Stiche in Phase 2* (Variante, anfangs eingeschaltet): Wird das Spiel bis zum letzten
  Stich gespielt, ohne dass eine Ausmeldung es beendet, und hat ein Spieler jeden Stich gemacht, der
  nach dem Zudrehen oder Aufbrauchen des Talons ausgespielt wurde, gewinnt er das Spiel mit 3
  Spielpunkten. Das geht S-21 und S-24 vor.
- **S-26** Die Zusammenfassung am Ende des Spiels nennt den Gewinner, die Spielpunkte und den Grund;
  ihr Tooltip nennt die Regel, die entschieden hat.

## Varianten
- **S-27** *Siebener-Schnapsen* (Variante): 24 Karten, die Siebener kommen dazu (Ass, 10, König, Dame,
  Bube, 7; die 7 zählt 0 Augen), sechs Karten auf der Hand. Geben: drei an die Vorhand, drei an den
  Geber, die Trumpfkarte, dann noch je drei; der Talon hat außer der Trumpfkarte 11 Karten.
- **S-28** Die Varianten im Dialog „Neue Partie“: Bummerl mit 40 (S-13), Schneiderbummerl (S-4),
  Partie (S-5), Bummerl um Einsatz (S-6), Stichzwang (S-17), Zudrehstrafe 3 ohne Stich (S-21), Wertung
  beim Zudrehen (S-22), Letzter Stich gewinnt (S-24), Alle Stiche in Phase 2 (S-25),
  Siebener-Schnapsen (S-27). Die Regeln **Turnier** schalten „Stichzwang“, „Zudrehstrafe 3 ohne
  Stich“, „Wertung beim Zudrehen“ und „Letzter Stich gewinnt“ ein und „Alle Stiche in Phase 2“ sowie
  „Schneiderbummerl“ aus; die Regeln **Standard** sind die Voreinstellung.

## Kartenblätter
- **D-1** Jedes Spiel hier wird mit denselben Karten gespielt, vier Farben mit bis zu neun Werten, und
  nur mit seinen eigenen Zügen: Schnapsen kennt kein Passen und keine besonderen Hände, Bura kein
  Melden, Austauschen oder Zudrehen, Schneider nichts als das Spielen einer Karte. Das Aussehen
  des Blatts ändert nie eine Regel.

Das französische Blatt zeigt ♣ ♦ ♥ ♠ und Ass, 10, König, Dame, Bube. Das Blatt „Wilhelm Tell“ (D-3)
nennt die Farben Eichel (♣), Schellen (♦), Herz (♥) und Laub oder Grün (♠) und die Karten Daus oder
Ass (für das Ass), 10, König, Ober (für die Dame) und Unter (für den Buben); der Ober trägt das
Farbzeichen oben, der Unter weiter unten. Das Aussehen des Blatts ändert nie eine Regel.
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
        <translation># Bura

Zwei Spieler, 36 Karten, drei Karten auf der Hand. Der Pot mit den Chips eines Spiels geht an den
Spieler, der eine **Bura** (drei Trümpfe) zeigt oder richtig 31 Augen oder mehr **ansagt**.

## Karten und Chips
- **B-1** Rangfolge Ass (A), Zehn (10), König (K), Dame (Q), Bube (J), 9, 8, 7, 6. Augen: Ass 11, Zehn
  10, König 4, Dame 3, Bube 2; die übrigen 0 (120 im ganzen Blatt).
- **B-2** Vor dem ersten Spiel legt jeder Spieler 1 Chip in den Pot, und wieder jedes Mal, nachdem ein
  Pot gewonnen wurde. Dein Stand sind die Chips, die du gewonnen hast, minus die Chips, die du gezahlt
  hast. Eine Partie geht über eine Anzahl Pots (sie endet, sobald ein Spieler so viele gewonnen hat,
  ohne weiteren Einsatz), über eine Anzahl Spiele (jedes Geben zählt, wiederholte eingeschlossen; dann
  gewinnt der höhere Stand, gleicher Stand ist unentschieden, und ein noch offener Pot wird zu
  gleichen Teilen aufgeteilt, wobei ein ungerader Chip an den Geber geht) oder so lange, wie ihr
  wollt.
- **B-3** Der erste Geber wird ausgelost; der Nichtgeber spielt zuerst aus.
- **B-4** Jeder bekommt drei Karten, einzeln, der Nichtgeber zuerst. Die nächste Karte wird
  aufgedeckt: Ihre Farbe ist **Trumpf**. Der Talon liegt quer darüber, und sie wird als letzte
  gezogen.

## Ausspielen und Antworten
- **B-5** Spiel eine Karte aus, oder zwei oder drei Karten **einer Farbe** (nie mehr, als dein Gegner
  auf der Hand hat).
- **B-6** Antworte mit ebenso vielen Karten, in beliebigen Farben: Du musst weder Farbe bekennen noch
  stechen. Die Antworten werden offen gespielt.
- **B-7** Eine Karte wird von einer höheren Karte ihrer Farbe geschlagen oder von einem Trumpf, wenn
  sie selbst kein Trumpf ist.
- **B-8** Die Antwort gewinnt nur, wenn **jede** ausgespielte Karte von einer anderen Karte der
  Antwort geschlagen wird; wer nur einige davon schlägt, gewinnt nichts, und der Ausspieler nimmt den
  ganzen Stich.
- **B-9** Wer den Stich gewinnt, nimmt alle seine Karten und spielt als Nächster aus.
- **B-10** Beide ziehen wieder auf drei Karten nach, **eine Karte nach der anderen, abwechselnd**, der
  Stichgewinner zuerst. Reicht der Talon nicht mehr, um beide Hände vollständig aufzufüllen, werden
  alle seine restlichen Karten (auch die Trumpfkarte) beiseitegelegt, und es wird ohne Nachziehen
  weitergespielt.
- **B-11** Beispiel, Herz ist Trumpf: K♠ 8♠ ausgespielt, A♠ 7♥ als Antwort: Das Ass schlägt den König
  und der Trumpf die Acht, also nimmt die Antwort 15 Augen. Mit 7♣ statt 7♥ ist die Acht nicht
  geschlagen, und der Ausspieler nimmt die 15.

## Besondere Hände
- **B-12** Vor dem Ausspielen darfst du eine besondere Hand zeigen. Ihre Rangfolge, von der höchsten
  zur niedrigsten: **Bura** (drei Trümpfe), **drei Asse**, **Molodka** (drei Karten einer Farbe, die
  nicht Trumpf ist).
- **B-13** Eine Bura gewinnt sofort den Pot und beendet das Spiel. Haben beide Spieler eine Bura, gilt
  der Spieler, der ausspielen würde, als derjenige, der zuerst zeigt. Der andere gewinnt den Pot nur,
  wenn seine Trümpfe jeden Trumpf des ersten Spielers eins zu eins schlagen (B-8); sonst gewinnt ihn
  der erste Spieler.
  *Beispiel*, Pik ist Trumpf: Der Spieler, der ausspielen würde, hat A♠ 8♠ 7♠, der andere 10♠ 9♠ 6♠.
  Die 10 schlägt die 8 und die 9 die 7, aber nichts schlägt das Ass: Der Spieler, der ausspielen
  würde, gewinnt den Pot. Hätte er Q♠ J♠ 9♠ gegen A♠ 10♠ K♠ gehabt, würde der andere jede Karte
  schlagen und gewinnen.
- **B-14** Drei Asse und Molodka gewinnen nicht: Sie bringen das Ausspiel. Vor jedem Ausspielen (dem
  ersten Ausspielen und jedem Ausspielen nach einem Stich und dem Nachziehen) wird zuerst dem Spieler,
  der **nicht** ausspielen würde, angeboten, eine besondere Hand zu zeigen. Dann dem Spieler, der
  ausspielen würde: Hat der andere drei Asse oder Molodka gezeigt, darf er mit einer gleichen oder
  höheren besonderen Hand antworten — eine Bura gewinnt den Pot, drei Asse oder Molodka lassen ihm das
  Ausspiel (bei Gleichstand hat er den Vorrang) — oder passen und den anderen ausspielen lassen; er
  wird gefragt, ob er eine solche Hand hat oder nicht (B-15). Hat der andere nichts gezeigt, darf er
  eine Bura zeigen oder ausspielen. Zeigt ein Spieler eine Bura, wird der andere immer gefragt, ob er
  seine eigene zeigt, bevor über den Pot entschieden wird (B-13).
- **B-15** Ob du eine besondere Hand hast, sieht man nie, außer du zeigst sie. Darum sind die Angebote
  aus B-14 Züge, die beiden Spielern zustehen, ob sie eine solche Hand haben oder nicht: Solange der
  Spieler, der nicht ausspielen würde, drei Karten hält, kommt er vor jedem Ausspielen an die Reihe,
  etwas zu zeigen (ohne besondere Hand kann er nur passen oder 31 ansagen); nach drei Assen oder
  Molodka wird immer der Ausspieler gefragt, nach einer Bura immer der andere Spieler. Hat ein Mensch
  am Tisch nichts zu zeigen, passt der Tisch sofort für ihn. Das Zeigen wird abgelehnt, wo es nichts
  ändert (ein Ausspieler gewinnt nichts mit drei Assen oder Molodka, auf die niemand antwortet). Eine
  gezeigte Hand sieht dein Gegner; ein Passen erfährt er auf keine Weise.

## 31 ansagen
- **B-16** Deine Augen sind die Kartenaugen in den Stichen, die du gemacht hast. Bei jedem deiner
  eigenen Züge darfst du **ansagen**: Deine Stiche werden aufgedeckt und gezählt.
- **B-17** 31 zu erreichen genügt nicht: Nur eine Ansage gewinnt. Zähl selbst mit: Der Tisch zeigt
  deine Augen nur bei eingeschalteten Lernhilfen. *Automatisch ansagen* (Menü „Ansicht“; eine
  Spielereinstellung, keine Regel, anfangs ausgeschaltet): Das Programm sagt für dich 31 an, sobald du
  31 hast.
- **B-18** 31 oder mehr gewinnt den Pot. 30 oder weniger: Du legst so viele Chips dazu, wie im Pot
  liegen (er verdoppelt sich), niemand gewinnt ihn, und das Spiel ist zu Ende.
- **B-19** Nach einer Ansage, ob richtig oder falsch, gibt der Ansagende als Nächster; nach einer Bura
  gibt der Gewinner der Bura als Nächster.
- **B-20** Wer den letzten Stich macht, hat noch einen Zug, um anzusagen oder zu passen. Nachdem ein
  Pot gewonnen ist, setzt jeder wieder 1 Chip ein; nach einer falschen Ansage gibt es keinen neuen
  Einsatz. Werden alle Karten ausgespielt, ohne dass jemand ansagt, gewinnt niemand: Jeder legt 1 Chip
  in den Pot, und derselbe Geber gibt noch einmal. Ein Pot wird nie geteilt: Es wird weitergespielt,
  bis ihn jemand gewinnt (nur das Ende einer Partie über eine Anzahl Spiele teilt einen offenen Pot,
  B-2).
- **B-21** Beispiel: Mit 17 Augen gewinnst du den Stich aus B-11: Das macht 32, du sagst an und nimmst
  den Pot. Wer bei 2 Chips im Pot mit 30 ansagt, macht daraus 4, und ein neues Spiel beginnt.

## Kartenblätter
- **D-1** Jedes Spiel hier wird mit denselben Karten gespielt, vier Farben mit bis zu neun Werten, und
  nur mit seinen eigenen Zügen: Bura kennt kein Melden, Austauschen oder Zudrehen. Das Aussehen des
  Blatts ändert nie eine Regel.

Das Blatt „Wilhelm Tell“ (D-3) nennt die Farben Eichel (♣), Schellen (♦), Herz (♥) und Laub oder Grün
(♠) und die Karten, in der Rangfolge von B-1: Daus oder Ass (für das Ass), 10, König, Ober (für die
Dame), Unter (für den Buben), 9, 8, 7, 6. Der Ober trägt das Farbzeichen oben, der Unter weiter unten.
Das Aussehen des Blatts ändert nie eine Regel.
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
        <translation># Böhmischer Schneider

Zwei Spieler, 32 Karten, kein Trumpf und kein Farbzwang. Es zählen die **Honneurs** in deinen Stichen.

## Karten
- **H-1** Rangfolge Ass, König, Dame, Bube, **10**, 9, 8, 7: Die Zehn steht unter dem Buben.
- **H-2** Honneurs: Ass, König, Dame, Bube und 10, jeder zählt 1; 20 im ganzen Blatt. 9, 8 und 7
  zählen nichts.

## Spielablauf
- **H-3** Jeder bekommt sechs Karten, in Paketen zu drei, der Nichtgeber zuerst; die übrigen 20 Karten
  (12 beim kurzen Blatt) bilden verdeckt den Talon.
- **H-4** Der Nichtgeber spielt zuerst aus. Ausspielen darfst du jede Karte, und die Antwort darf jede
  Karte sein: Du musst nicht Farbe bekennen.
- **H-5** Die Antwort gewinnt nur mit einer höheren Karte der ausgespielten Farbe; sonst gewinnt der
  Ausspieler, ganz gleich, was gespielt wurde. (Mit der Variante *Trumpf*, H-12, gewinnt auch ein
  Trumpf gegen eine andere Farbe.)
- **H-6** Wer den Stich gewinnt, zieht zuerst vom Talon, dann der andere; beide haben wieder sechs
  Karten. Der Stichgewinner spielt als Nächster aus. Ist der Talon leer, werden die letzten sechs
  Stiche ohne Nachziehen gespielt.
- **H-7** Ein Vergeben macht das Geben ungültig, und derselbe Geber gibt noch einmal. Das Programm
  vergibt sich nie; eine gespeicherte Partie, deren Karten nicht aufgehen, lehnt es ab.

## Wertung
- **H-8** Am Ende des Spiels zählt jeder Spieler die Honneurs in seinen Stichen. 11 bis 15 bringt 1
  Spielpunkt; 16 bis 19 (**Schneider**) 2; alle 20 (**Schwarz**) 3. Bei 10:10 gibt es keine Punkte,
  und derselbe Geber gibt noch einmal; nach jedem anderen Spiel geht das Geben an den anderen Spieler
  über.
  *Beispiel:* 14 zu 6 Honneurs bringt 1 Spielpunkt; 17 zu 3 bringt 2.
- **H-9** Gespielt wird bis zu einer vereinbarten Summe, 7 oder 10 Spielpunkte: Wer sie zuerst
  erreicht, gewinnt. Der erste Geber wird ausgelost.

## Varianten
- **H-10** *Kurzes Blatt*: 24 Karten, die Siebener und Achter fallen weg; die Zehner sind keine
  Honneurs, die Honneurs sind also Ass, König, Dame, Bube, insgesamt 16. Mit 9 oder mehr gewinnt man 1
  Spielpunkt, 13 oder mehr ist Schneider (2), alle 16 Schwarz (3). Bei **8:8** gibt es keine Punkte,
  und derselbe Geber gibt noch einmal. Der Talon hat 12 Karten.
  *Beispiel:* 9 zu 7 Honneurs bringt 1 Spielpunkt; 8 zu 8 ist unentschieden.
- **H-11** *Farbzwang*: Du musst Farbe bekennen, wenn du kannst (schlagen musst du nicht).
- **H-12** *Trumpf*: Die unterste Karte des Talons wird aufgedeckt; ihre Farbe ist Trumpf, und sie
  wird als letzte gezogen. Ein Trumpf sticht jede Karte einer anderen Farbe; die Antwort gewinnt also
  mit einer höheren Karte der ausgespielten Farbe oder mit einem Trumpf, wenn eine Karte einer anderen
  Farbe ausgespielt wurde.
- **H-13** *Honneurs zusammenzählen*: Statt 1, 2 oder 3 Punkten bekommt der Gewinner die Differenz der
  Honneurs (14 zu 6 ergibt 8), und die Partie geht bis 50 (wer die Variante im Dialog „Neue Partie“
  ankreuzt, setzt damit das Ziel auf 50; du kannst es ändern). Ein Gleichstand bringt weiterhin keine
  Punkte.
- **H-14** Mit dem französischen Blatt und dem Blatt „Wilhelm Tell“ spielt man gleich. Wilhelm Tell
  (D-3): Eichel (♣), Schellen (♦), Herz (♥), Laub oder Grün (♠); Daus oder Ass (für das Ass), König,
  Ober (für die Dame), Unter (für den Buben), 10, 9, 8, 7. Der Ober trägt das Farbzeichen oben, der
  Unter weiter unten.
</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Siebener-Schnapsen</source>
        <translation>Siebener-Schnapsen</translation>
    </message>
    <message>
        <source>24 cards with the sevens (worth 0), hands of 6</source>
        <translation>24 Karten mit den Siebenern (0 Augen), 6 Karten auf der Hand</translation>
    </message>
    <message>
        <source>Bummerl mit 40</source>
        <translation>Bummerl mit 40</translation>
    </message>
    <message>
        <source>a trump marriage announced on the forehand&apos;s first lead counts at once, not only after his first trick (a custom that changes no result: without a trick he can neither reach 66 nor escape Schwarz)</source>
        <translation>ein Vierziger (Paar in Trumpf), den die Vorhand beim ersten Ausspielen meldet, zählt sofort, nicht erst nach ihrem ersten Stich (ein Brauch, der kein Ergebnis ändert: Ohne Stich kann sie weder 66 erreichen noch dem Schwarz entgehen)</translation>
    </message>
    <message>
        <source>Schneiderbummerl</source>
        <translation>Schneiderbummerl</translation>
    </message>
    <message>
        <source>two Bummerl marks if the loser never scored a game point in the Bummerl</source>
        <translation>zwei Bummerl, wenn der Verlierer im Bummerl keinen Spielpunkt gemacht hat</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>play 1 Bummerl, or a rubber of 2 or 3 Bummerls</source>
        <translation>1 Bummerl spielen, oder eine Partie aus 2 oder 3 Bummerln</translation>
    </message>
    <message>
        <source>Stake Bummerl</source>
        <translation>Bummerl um Einsatz</translation>
    </message>
    <message>
        <source>stake per Bummerl (0 = off); x2 if its loser scored no game point, x3 if no trick</source>
        <translation>Einsatz je Bummerl (0 = aus); doppelt, wenn der Verlierer keinen Spielpunkt machte, dreifach ohne Stich</translation>
    </message>
    <message>
        <source>Must head the trick</source>
        <translation>Stichzwang</translation>
    </message>
    <message>
        <source>once the stock is closed or used up, follow suit with a higher card if you hold one (unticked, any card of the suit will do); holding none of the suit led, you must trump, as always</source>
        <translation>nach dem Zudrehen oder wenn der Talon aufgebraucht ist: mit einer höheren Karte Farbe bekennen, wenn man eine hat (ohne Häkchen genügt jede Karte der Farbe); wer die ausgespielte Farbe nicht hat, muss wie immer stechen</translation>
    </message>
    <message>
        <source>Closing penalty 3 vs. trickless</source>
        <translation>Zudrehstrafe 3 ohne Stich</translation>
    </message>
    <message>
        <source>a failed close gives 3, not 2, if the opponent had no trick when it was closed</source>
        <translation>misslungenes Zudrehen kostet 3 statt 2, wenn der Gegner beim Zudrehen keinen Stich hatte</translation>
    </message>
    <message>
        <source>Phase-2 sweep</source>
        <translation>Alle Stiche in Phase 2</translation>
    </message>
    <message>
        <source>taking every trick after the stock was closed or used up wins 3 game points, if no claim ended the hand</source>
        <translation>wer nach dem Zudrehen oder Aufbrauchen alle Stiche macht, gewinnt 3 Spielpunkte, wenn keine Ausmeldung das Spiel beendet hat</translation>
    </message>
    <message>
        <source>Score at closing</source>
        <translation>Wertung beim Zudrehen</translation>
    </message>
    <message>
        <source>a closer&apos;s win is scored by the loser&apos;s points and tricks at closing</source>
        <translation>der Sieg des Zudrehers wird nach Augen und Stichen des Verlierers beim Zudrehen gewertet</translation>
    </message>
    <message>
        <source>Last trick wins</source>
        <translation>Letzter Stich gewinnt</translation>
    </message>
    <message>
        <source>if nobody claims, the winner of the last trick wins the hand (after a close, the closer must still reach 66)</source>
        <translation>meldet sich niemand aus, gewinnt das Spiel, wer den letzten Stich macht (nach dem Zudrehen muss der Zudreher trotzdem 66 erreichen)</translation>
    </message>
    <message>
        <source>Pots to win</source>
        <translation>Pots zum Sieg</translation>
    </message>
    <message>
        <source>the match ends when a player has won this many pots (0 = no pot limit)</source>
        <translation>die Partie endet, wenn ein Spieler so viele Pots gewonnen hat (0 = ohne Grenze)</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Anzahl der Spiele</translation>
    </message>
    <message>
        <source>the match ends after this many deals, the higher balance winning (0 = no limit)</source>
        <translation>die Partie endet nach so vielen Spielen, der höhere Stand gewinnt (0 = ohne Grenze)</translation>
    </message>
    <message>
        <source>Short deck</source>
        <translation>Kurzes Blatt</translation>
    </message>
    <message>
        <source>24 cards without 7s and 8s; tens are no honours (16 in all, 8-8 is a tie)</source>
        <translation>24 Karten ohne Siebener und Achter; Zehner sind keine Honneurs (16 insgesamt, 8:8 ist unentschieden)</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Farbzwang</translation>
    </message>
    <message>
        <source>you must follow suit if you can (you need not beat)</source>
        <translation>du musst Farbe bekennen, wenn du kannst (schlagen musst du nicht)</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>the talon&apos;s bottom card is turned up for trump; a trump beats any other suit</source>
        <translation>die unterste Karte des Talons wird als Trumpf aufgedeckt; Trumpf sticht jede andere Farbe</translation>
    </message>
    <message>
        <source>Cumulative honours</source>
        <translation>Honneurs zusammenzählen</translation>
    </message>
    <message>
        <source>the winner scores the difference of honours; the match is played to 50</source>
        <translation>der Sieger bekommt die Differenz der Honneurs; die Partie geht bis 50</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>Ziel der Partie</translation>
    </message>
    <message>
        <source>game points to win the match (7 or 10; 50 with cumulative honours)</source>
        <translation>Spielpunkte zum Sieg (7 oder 10; 50 beim Zusammenzählen der Honneurs)</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>counting down from 7</source>
        <translation>zählt von 7 abwärts</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost, ●● for a Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Bummerl (● je verlorenem Bummerl, ●● für ein Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Bummerl (● je verlorenem Bummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Rubber of {n}: {a}–{b}</source>
        <translation>Partie auf {n}: {a}–{b}</translation>
    </message>
    <message>
        <source>Stakes: {you} {a}, {them} {b}</source>
        <translation>Einsatz: {you} {a}, {them} {b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n}</source>
        <translation>Augen in diesem Spiel: {name} {n}</translation>
    </message>
    <message>
        <source>{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Pots won: {a}–{b}</source>
        <translation>Gewonnene Pots: {a}–{b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n} (31 wins when declared)</source>
        <translation>Augen in diesem Spiel: {name} {n} (31 gewinnt, wenn angesagt)</translation>
    </message>
    <message>
        <source>Keep count as you play: only a declaration of 31 wins (B-17).</source>
        <translation>Zähl beim Spielen mit: Nur eine Ansage von 31 gewinnt (B-17).</translation>
    </message>
    <message>
        <source>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;playing to {n}</source>
        <translation>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;gespielt bis {n}</translation>
    </message>
    <message>
        <source>Honours this hand: {name} {n}</source>
        <translation>Honneurs in diesem Spiel: {name} {n}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <source>Deal {n} · dealer: {name}</source>
        <translation>Spiel {n} · Geber: {name}</translation>
    </message>
    <message>
        <source>Opponent: {name} ({level})</source>
        <translation>Gegner: {name} ({level})</translation>
    </message>
    <message>
        <source>(+{n} with a first trick)</source>
        <translation>(+{n} mit dem ersten Stich)</translation>
    </message>
    <message>
        <source>Honours this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Honneurs in diesem Spiel:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Points this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Augen in diesem Spiel:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Cards played:</source>
        <translation>Gespielte Karten:</translation>
    </message>
    <message>
        <source>Bummerl {n}: {name}</source>
        <translation>Bummerl {n}: {name}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>French, four colours</source>
        <translation>Französisch, vierfarbig</translation>
    </message>
    <message>
        <source>William Tell</source>
        <translation>Wilhelm Tell</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Random (for testing)</source>
        <translation>Zufällig (zum Testen)</translation>
    </message>
    <message>
        <source>Another person (hot-seat)</source>
        <translation>Eine zweite Person (Hot-Seat)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Wirtshaus</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Classic red</source>
        <translation>Klassisch rot</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <source>Tell ornament</source>
        <translation>Tell-Ornament</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>The card sizes a player can choose (Preferences), as he reads them (translated as settings).</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Größer</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>A moment</source>
        <translation>Einen Moment</translation>
    </message>
    <message>
        <source>A little longer</source>
        <translation>Etwas länger</translation>
    </message>
    <message>
        <source>Until I click or play on</source>
        <translation>Bis ich klicke oder weiterspiele</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
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
        <translation>T</translation>
    </message>
    <message>
        <source>C</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>A</source>
        <translation>E</translation>
    </message>
    <message>
        <source>D</source>
        <translation>V</translation>
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
        <translation>Eichel</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>Laub</translation>
    </message>
</context>
<context>
    <name>tell-cards</name>
    <message>
        <source>acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>Laub</translation>
    </message>
    <message>
        <source>daus of {suit}</source>
        <translation>{suit}-Daus</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>{suit}-Zehner</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>{suit}-König</translation>
    </message>
    <message>
        <source>ober of {suit}</source>
        <translation>{suit}-Ober</translation>
    </message>
    <message>
        <source>unter of {suit}</source>
        <translation>{suit}-Unter</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>{suit}-Neuner</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>{suit}-Achter</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>{suit}-Siebener</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>{suit}-Sechser</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <source>unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <source>daus</source>
        <translation>Daus</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>Declare {goal}</source>
        <extracomment>How a player says &quot;my score has reached the goal&quot; in each game (S-19 claim, B-16 declare).</extracomment>
        <translation>{goal} ansagen</translation>
    </message>
    <message>
        <source>Auto-claim: you have {score} points, so 66 is claimed for you.</source>
        <extracomment>What auto-claim says when it acts for the human player (a player setting, not a rule; S-20).</extracomment>
        <translation>Automatisch ausgemeldet: Du hast {score} Augen, also wird 66 für dich ausgemeldet.</translation>
    </message>
    <message>
        <source>Auto-declare: you have {score} points, so 31 is declared for you.</source>
        <translation>Automatisch angesagt: Du hast {score} Augen, also wird 31 für dich angesagt.</translation>
    </message>
    <message>
        <source>A player setting, not a rule: as soon as your score reaches the goal, the program claims 66 for you in Schnapsen (S-20) or declares 31 for you in Bura (B-16). Counting is part of the game, so it is off by default; a learner may turn it on.</source>
        <extracomment>The View menu&apos;s auto-claim toggle, explained (its tooltip).</extracomment>
        <translation>Eine Spielereinstellung, keine Regel: Sobald du das Ziel erreichst, meldet das Programm für dich 66 aus (Schnapsen, S-20) oder sagt 31 an (Bura, B-16). Mitzählen gehört zum Spiel, darum ist es anfangs aus; wer lernt, kann es einschalten.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with {score} points, a right claim: {points} for {winner}.</source>
        <extracomment>One whole sentence per way a hand can end. {points} is &quot;1 game point&quot; / &quot;2 game points&quot;.</extracomment>
        <translation>{By}: 66 ausgemeldet mit {score} Augen – zu Recht: {points} für {winner}.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with only {score} points, a wrong claim: {points} for {winner}.</source>
        <translation>{By}: 66 ausgemeldet mit nur {score} Augen – zu Unrecht: {points} für {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} claimed 66 first (with {score} points): a failed close, {points} for {winner}.</source>
        <translation>{Loser}: zugedreht, aber der Gegner hat sich zuerst ausgemeldet (mit {score} Augen) – Zudrehen misslungen, {points} für {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock and claimed 66 with only {score} points: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: zugedreht und mit nur {score} Augen ausgemeldet – Zudrehen misslungen, {points} für {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock but had only {score} points when the hand was played out: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: zugedreht, aber am Ende nur {score} Augen – Zudrehen misslungen, {points} für {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and had {score} points when the hand was played out: {points} for {winner}.</source>
        <translation>{Winner}: zugedreht und am Ende {score} Augen – {points} für {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, so the higher score wins: {winner} had {score} points to {other}. {Points} for {winner}.</source>
        <translation>Niemand hat sich ausgemeldet, also gewinnt der höhere Stand: {score} zu {other} Augen. {Points} für {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed and both had {score} points, so the last trick decides: {winner} took it. {Points} for {winner}.</source>
        <translation>Niemand hat sich ausgemeldet, beide haben {score} Augen, also entscheidet der letzte Stich. {Points} für {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, and under the variant “Last trick wins” the winner of the last trick wins the hand: {winner} took it. {Points} for {winner}.</source>
        <translation>Niemand hat sich ausgemeldet, und mit der Variante „Letzter Stich gewinnt“ gewinnt das Spiel, wer den letzten Stich macht. {Points} für {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took every trick after the stock was used up: {points} for {winner}.</source>
        <translation>{Winner}: alle Stiche, nachdem der Talon aufgebraucht war – {points} für {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with {score} points, a right declaration: {the_pot} goes to {winner}.</source>
        <translation>{By}: 31 angesagt mit {score} Augen – zu Recht: {the_pot} für {winner}.</translation>
    </message>
    <message>
        <source>{By} showed a Bura (three trumps): {the_pot} goes to {winner}.</source>
        <translation>{By}: Bura gezeigt (drei Trümpfe) – {the_pot} für {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and took every trick after it: {points} for {winner}.</source>
        <translation>{Winner}: zugedreht und danach alle Stiche gemacht – {points} für {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} took every trick after it (Phase-2 sweep): {points} for {winner}.</source>
        <translation>{Loser}: zugedreht, aber danach gingen alle Stiche an {winner} („Alle Stiche in Phase 2“) – {points} für {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with only {score} points, a wrong declaration: {by} doubled the pot and nobody wins it.</source>
        <translation>{By}: 31 angesagt mit nur {score} Augen – zu Unrecht: Der Pot wird durch {by} verdoppelt, und niemand gewinnt ihn.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Winner} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura did not beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Beide Spieler hatten eine Bura. Am Ausspiel: {Winner}. Darum gilt diese Bura als zuerst gezeigt, egal wer zuerst gezeigt hat; die andere Bura hat nicht jeden dieser Trümpfe eins zu eins geschlagen – {the_pot} für {winner}.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Loser} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura, held by {winner}, beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Beide Spieler hatten eine Bura. Am Ausspiel: {Loser}. Darum gilt diese Bura als zuerst gezeigt, egal wer zuerst gezeigt hat; die andere Bura hat jeden dieser Trümpfe eins zu eins geschlagen – {the_pot} für {winner}.</translation>
    </message>
    <message>
        <source>All cards were played and nobody declared: nobody wins the pot, and each player adds a chip to it.</source>
        <translation>Alle Karten sind gespielt, und niemand hat angesagt: Niemand gewinnt den Pot, und jeder Spieler legt einen Chip dazu.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}: {points} for {winner}.</source>
        <translation>{Winner}: {score} zu {other} Honneurs – {points} für {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}, and with cumulative honours the difference counts: {points} for {winner}.</source>
        <translation>{Winner}: {score} zu {other} Honneurs; beim Zusammenzählen zählt die Differenz – {points} für {winner}.</translation>
    </message>
    <message>
        <source>The honours are tied, {score} to {other}: nobody scores, and the same dealer deals again.</source>
        <translation>Die Honneurs stehen {score} zu {other}: Niemand punktet, und derselbe Geber gibt noch einmal.</translation>
    </message>
    <message>
        <source>Schneider: {loser} had won a trick but no more than 32 points.</source>
        <extracomment>Why a won Schnapsen hand scored 2 or 3 (S-22), or a Schneider count Schneider or Schwarz (H-8, H-10).</extracomment>
        <translation>Schneider: ein Stich, aber nicht mehr als 32 Augen für {loser}.</translation>
    </message>
    <message>
        <source>Schwarz: {loser} had won no trick.</source>
        <translation>Schwarz: kein einziger Stich für {loser}.</translation>
    </message>
    <message>
        <source>Schneider (scored at closing): when the stock was closed, {loser} had won a trick but no more than 32 points.</source>
        <translation>Schneider (beim Zudrehen gewertet): beim Zudrehen ein Stich, aber nicht mehr als 32 Augen für {loser}.</translation>
    </message>
    <message>
        <source>Schwarz (scored at closing): when the stock was closed, {loser} had won no trick.</source>
        <translation>Schwarz (beim Zudrehen gewertet): beim Zudrehen kein Stich für {loser}.</translation>
    </message>
    <message>
        <source>Schneider: {schneider} honours or more.</source>
        <translation>Schneider: {schneider} Honneurs oder mehr.</translation>
    </message>
    <message>
        <source>Schwarz: all {total} honours.</source>
        <translation>Schwarz: alle {total} Honneurs.</translation>
    </message>
    <message>
        <source>No new ante; the next hand plays for the doubled pot.</source>
        <extracomment>What becomes of a pot nobody won (B-18, B-20), when another hand follows; at the match&apos;s end (the last of N deals, B-2) the open pot is shared instead.</extracomment>
        <translation>Kein neuer Einsatz; das nächste Spiel geht um den verdoppelten Pot.</translation>
    </message>
    <message>
        <source>The same dealer deals again.</source>
        <translation>Derselbe Geber gibt noch einmal.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally between the players.</source>
        <translation>Das war das letzte Spiel der Partie: Der offene Pot mit {pot} Chips wird zu gleichen Teilen unter den Spielern aufgeteilt.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally, and the odd chip goes to the dealer, {dealer}.</source>
        <translation>Das war das letzte Spiel der Partie: Der offene Pot mit {pot} Chips wird zu gleichen Teilen aufgeteilt, und der übrige Chip geht an {dealer} als Geber.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} still had {left} to go: a Bummerl mark (●) for {loser}.</source>
        <extracomment>A Bummerl&apos;s end (S-2, S-4, S-6): the countdown, the mark and the stake.</extracomment>
        <translation>{Winner}: von 7 auf 0 heruntergezählt, also geht der Sieg im Bummerl an {winner}; für {loser} waren noch {left} offen: ein Bummerl (●) für {loser}.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} never scored a game point in it: a Schneiderbummerl, two marks (●●) for {loser}.</source>
        <translation>{Winner}: von 7 auf 0 heruntergezählt, also geht der Sieg im Bummerl an {winner}; für {loser} kein einziger Spielpunkt in diesem Bummerl: ein Schneiderbummerl, zwei Bummerl (●●) für {loser}.</translation>
    </message>
    <message>
        <source>The stake, {stake}, is paid by {loser}.</source>
        <translation>Der Einsatz von {stake} ist für {loser} fällig.</translation>
    </message>
    <message>
        <source>The stake, doubled to {stake}, is paid by {loser}: no game point in the whole Bummerl.</source>
        <translation>Der auf {stake} verdoppelte Einsatz ist für {loser} fällig: kein Spielpunkt im ganzen Bummerl.</translation>
    </message>
    <message>
        <source>The stake, tripled to {stake}, is paid by {loser}: no trick in the whole Bummerl.</source>
        <translation>Der auf {stake} verdreifachte Einsatz ist für {loser} fällig: kein Stich im ganzen Bummerl.</translation>
    </message>
    <message>
        <source>The penalty is 3, not 2: {winner} had won no trick when the stock was closed.</source>
        <extracomment>A failed close whose penalty is 3 (S-21 variant).</extracomment>
        <translation>Die Strafe ist 3, nicht 2: Beim Zudrehen gab es noch keinen Stich für {winner}.</translation>
    </message>
    <message>
        <source>Points: {first} {a}, {second} {b}.</source>
        <translation>Augen: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Honours: {first} {a}, {second} {b}.</source>
        <translation>Honneurs: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}.</source>
        <translation>Als Nächstes gibt: {dealer}.</translation>
    </message>
    <message>
        <source>the pot of {pot} chips</source>
        <translation>der Pot mit {pot} Chips</translation>
    </message>
    <message>
        <source>Honours taken: {first}: {a}. {second}: {b}.</source>
        <translation>Honneurs in den Stichen: {first}: {a}. {second}: {b}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Decided by rule {rule}: see Help ▸ Rules.</source>
        <translation>Entschieden durch Regel {rule}: siehe Hilfe ▸ Regeln.</translation>
    </message>
    <message>
        <source>Marriage {suit} ({value})</source>
        <translation>{suit}-Paar melden ({value})</translation>
    </message>
    <message>
        <source>Claim {goal}</source>
        <translation>{goal} ausmelden</translation>
    </message>
    <message>
        <source>Expected game points are counted by what they are worth for the Bummerl at this score.</source>
        <extracomment>Beside the hint&apos;s and the review&apos;s figures when they are game points weighed by the Bummerl&apos;s score (``Advice.converted``): the figure the choice is ranked by, and a loss is counted in.</extracomment>
        <translation>Die erwarteten Spielpunkte zählen nach ihrem Wert für das Bummerl bei diesem Stand.</translation>
    </message>
    <message>
        <source>{Who}: no trick taken, so {n} marriage points did not count (S-12).</source>
        <translation>{Who}: kein Stich gemacht, daher zählten {n} Punkte aus Paaren nicht (S-12).</translation>
    </message>
    <message>
        <source>Declare Bura</source>
        <translation>Bura vorzeigen</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Drei Asse vorzeigen</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Molodka vorzeigen</translation>
    </message>
    <message>
        <source>Exchange trump</source>
        <translation>Trumpf austauschen</translation>
    </message>
    <message>
        <source>Close the stock</source>
        <translation>Zudrehen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>{Who}: closed the stock.</source>
        <extracomment>What the status line says a player did (the buttons&apos; own labels are commands: &quot;Close the stock&quot;).</extracomment>
        <translation>{Who}: zugedreht.</translation>
    </message>
    <message>
        <source>{Who}: announced the marriage {suit} ({value}).</source>
        <translation>{Who}: {suit}-Paar gemeldet ({value}).</translation>
    </message>
    <message>
        <source>{Who}: claimed {goal}.</source>
        <translation>{Who}: {goal} ausgemeldet.</translation>
    </message>
    <message>
        <source>{Who}: declared {goal}.</source>
        <translation>{Who}: {goal} angesagt.</translation>
    </message>
    <message>
        <source>{Who}: showed a Bura.</source>
        <translation>{Who}: Bura gezeigt.</translation>
    </message>
    <message>
        <source>{Who}: showed three aces, to take the lead (B-14).</source>
        <translation>{Who}: drei Asse gezeigt – das bringt das Ausspiel (B-14).</translation>
    </message>
    <message>
        <source>{Who}: showed a molodka (three cards of one suit, not trumps), to take the lead (B-14).</source>
        <translation>{Who}: Molodka gezeigt (drei Karten einer Farbe, nicht Trumpf) – das bringt das Ausspiel (B-14).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the higher {answer}: the trick goes to {winner} ({rule}).</source>
        <extracomment>A trick in words (the status line after each trick), one sentence by the rule that decided it (S-10, B-7, B-8, H-5, H-12): who answered which led cards with which cards (a group in the order the table lays it, each answering card on the led card it faces), and who takes the trick. The winner is named in &quot;the trick goes to {winner}&quot;, so that one template serves &quot;you&quot; and another.</extracomment>
        <translation>{Answerer}: {answer} auf {lead}, die höhere Karte – der Stich geht an {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} trumped the {lead} with the {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {lead} mit {answer} gestochen – der Stich geht an {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the lower {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} auf {lead}, die niedrigere Karte – der Stich geht an {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, a lower trump: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} auf {lead}, ein niedrigerer Trumpf – der Stich geht an {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which neither follows suit nor trumps: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} auf {lead}, weder Farbe bekannt noch gestochen – der Stich geht an {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, of another suit, and there is no trump: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} auf {lead}, eine andere Farbe, und es gibt keinen Trumpf – der Stich geht an {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, each card beating the led card in its place: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} auf {lead}; jede Karte schlägt die ausgespielte Karte an ihrem Platz – der Stich geht an {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which does not beat the {unbeaten}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} auf {lead}; nicht geschlagen: {unbeaten} – der Stich geht an {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which beats none of them: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} auf {lead}; keine ausgespielte Karte ist geschlagen – der Stich geht an {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which cannot beat all the led cards at once: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} auf {lead}; nicht alle ausgespielten Karten auf einmal geschlagen – der Stich geht an {winner} ({rule}).</translation>
    </message>
    <message>
        <source>Since your last move:</source>
        <extracomment>Hot-seat: the head of what happened since the player&apos;s last move, when the curtain lifts.</extracomment>
        <translation>Seit deinem letzten Zug:</translation>
    </message>
    <message>
        <source>{Leader} led the {cards}.</source>
        <extracomment>The other side&apos;s lead, for the status line (one card, or a Bura group of two or three).</extracomment>
        <translation>{Leader}: {cards} ausgespielt.</translation>
    </message>
    <message>
        <source>{Leader} led a group: {cards}.</source>
        <translation>{Leader}: Gruppe ausgespielt – {cards}.</translation>
    </message>
    <message>
        <source>Close the stock? Nobody draws any more (S-15). The answer must follow suit, else trump (S-17). You must reach 66: if you fail, your opponent scores {points} (S-21).</source>
        <extracomment>What a click that can cost game points asks first (S-15, S-17, S-21, S-25; S-19; B-18), worded by the rules in force: how much a failed close costs, and what the opponent&apos;s sweep scores.</extracomment>
        <translation>Zudrehen? Dann hebt niemand mehr ab (S-15). Die Antwort muss Farbe bekennen, sonst stechen (S-17). Du musst 66 erreichen: Schaffst du das nicht, bekommt dein Gegner {points} (S-21).</translation>
    </message>
    <message>
        <source>Your opponent has no trick yet, so under “Closing penalty 3 vs. trickless” a failed close gives him 3.</source>
        <translation>Dein Gegner hat noch keinen Stich, also bekommt er mit „Zudrehstrafe 3 ohne Stich“ bei misslungenem Zudrehen 3.</translation>
    </message>
    <message>
        <source>If your opponent takes every trick from now on, he scores 3 game points (Phase-2 sweep, S-25).</source>
        <translation>Macht dein Gegner ab jetzt alle Stiche, bekommt er 3 Spielpunkte („Alle Stiche in Phase 2“, S-25).</translation>
    </message>
    <message>
        <source>With “Must head the trick” the answer must also beat the card led when it can.</source>
        <translation>Mit „Stichzwang“ muss die Antwort außerdem die ausgespielte Karte schlagen, wenn sie kann.</translation>
    </message>
    <message>
        <source>Claim 66 now? With fewer than 66 points it is a wrong claim: your opponent scores 2 game points (S-19), or, if you closed the stock, it is a failed close (S-21).</source>
        <translation>Jetzt 66 ausmelden? Mit weniger als 66 Augen ist das eine falsche Ausmeldung: Dein Gegner bekommt 2 Spielpunkte (S-19), oder, wenn du zugedreht hast, ist das Zudrehen misslungen (S-21).</translation>
    </message>
    <message>
        <source>Declare 31 now? With 30 or fewer it is a wrong declaration: you add as many chips as the pot holds (B-18).</source>
        <translation>Jetzt 31 ansagen? Mit 30 oder weniger ist die Ansage falsch: Du legst so viele Chips in den Pot, wie schon darin liegen (B-18).</translation>
    </message>
    <message>
        <source>Claim 66 now? You closed the stock: with fewer than 66 points it is a failed close, and your opponent scores {points} (S-21).</source>
        <translation>Jetzt 66 ausmelden? Du hast zugedreht: Mit weniger als 66 Augen ist das Zudrehen misslungen, und dein Gegner bekommt {points} (S-21).</translation>
    </message>
    <message>
        <source>a molodka (three cards of one suit, not trumps)</source>
        <translation>eine Molodka (drei Karten einer Farbe, nicht Trumpf)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>You</source>
        <comment>start of a sentence</comment>
        <translation>Du</translation>
    </message>
    <message>
        <source>you</source>
        <comment>inside a sentence</comment>
        <translation>dich</translation>
    </message>
    <message>
        <source>The computer</source>
        <comment>start of a sentence</comment>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>the computer</source>
        <comment>inside a sentence</comment>
        <translation>den Computer</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>der Pot</translation>
    </message>
    <message>
        <source>{Who}: exchanged the trump card (gave {given}, took {taken}).</source>
        <extracomment>S-14: an exchange of the trump card, as the status line tells it.</extracomment>
        <translation>{Who}: Trumpf ausgetauscht (abgegeben: {given}, genommen: {taken}).</translation>
    </message>
    <message>
        <source>a Bura</source>
        <translation>eine Bura</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>drei Asse</translation>
    </message>
    <message>
        <source>nothing special</source>
        <translation>nichts Besonderes</translation>
    </message>
    <message>
        <source>marriage</source>
        <translation>Melden</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>Austauschen</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>Zudrehen</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>Ausmelden</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>Passen</translation>
    </message>
</context>
</TS>
