"""Issue 47: a Bura trick shows which answer card faces which led card (item 13), and the score
sheet tells two ordinary Bummerls from one Schneiderbummerl (item 17)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from cardtable.engine import HandRecord, Reason, Result
from cardtable.ui.scorepanel import marks_text


@pytest.mark.parametrize("size", [(420, 200), (700, 260), (900, 300)])
@pytest.mark.parametrize("trick", [("KS", "8S", "AS", "7H"), ("JD", "9D", "8D", "9H", "7H", "AS")])
def test_each_answer_card_lies_on_its_own_led_card_only(
    trick_view, size: tuple[int, int], trick: tuple[str, ...]
) -> None:
    """B-8: answer i lies across led card i, clear of led card i+1 (it reached over the next column,
    so a pair could not be told), and every led card's corner index stays in view."""
    view = trick_view(size, trick)
    n = len(trick) // 2
    rects = view._rects()
    led, answers = rects[:n], rects[n:]
    area = view.viewport().rect()
    for i, answer in enumerate(answers):
        assert area.contains(answer) and area.contains(led[i])
        assert answer.intersects(led[i])
        assert not any(answer.intersects(other) for j, other in enumerate(led) if j != i), (i, answer, led)
        corner = led[i].adjusted(0, 0, -led[i].width() * 3 // 4, -led[i].height() * 3 // 4)  # its index
        assert not any(corner.intersects(a) for a in answers)


def _record(winner: int, marks: int) -> HandRecord:
    result = Result(winner, 2, Reason.FALSE_CLAIM, 1 - winner, (0, 0), "", rule="S-19")
    return HandRecord(1, 0, result, (0, 5), 1, {"marks": marks})


def test_two_bummerls_lost_do_not_look_like_one_schneiderbummerl() -> None:
    """S-4: "●●" was both two ordinary Bummerls lost and one Schneiderbummerl."""
    two_plain = SimpleNamespace(history=[_record(0, 1), _record(0, 1)])
    one_schneider = SimpleNamespace(history=[_record(0, 2)])
    assert marks_text(two_plain, 1) == "●, ●" and marks_text(one_schneider, 1) == "●●"  # type: ignore[arg-type]
    assert marks_text(two_plain, 0) == "–"  # type: ignore[arg-type]
