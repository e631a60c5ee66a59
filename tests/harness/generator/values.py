"""The value pool every op family but `dispatch` draws its operands from.

All those families write into one function body: a value of a type is one
made earlier (by any family) or, when there is none yet, a new argument of
the function.  Resources carry the size value they were made with.
"""

from __future__ import annotations

import random

AFFINITIES = (
    "#hal.device.affinity<@dev>",
    "#hal.device.affinity<@dev, [0, 1]>",
    "#hal.device.promise<@dev>",
)
LIFETIMES = ("*", "external", "transient", "variable", "constant")
TIMEPOINT = "!stream.timepoint"


def resource_type(lifetime: str) -> str:
    """`!stream.resource<lifetime>`."""
    return f"!stream.resource<{lifetime}>"


class Values:
    """Values by type, the function's arguments, lines and top-level ops."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lines: list[str] = []
        self.top: list[str] = []
        """Module-level ops the body refers to (callee declarations)."""
        self.count: int = 0
        self.values: dict[str, list[str]] = {}
        self.args: list[tuple[str, str]] = []
        self.sizes: dict[str, str] = {}
        """The size value of each resource value."""

    # --- values ---------------------------------------------------------

    def fresh(self, type: str) -> str:
        """A new result `%vN` of `type`."""
        self.count += 1
        name = f"%v{self.count}"
        self.values.setdefault(type, []).append(name)
        return name

    def name(self, prefix: str) -> str:
        """A new SSA name `%prefixN` (not a pool value: block arguments,
        results of other arity)."""
        self.count += 1
        return f"%{prefix}{self.count}"

    def sized(self, type: str, size: str) -> str:
        """A new resource result of `type` with the size value `size`."""
        value = self.fresh(type)
        self.sizes[value] = size
        return value

    def arg(self, type: str) -> str:
        name = f"%a{len(self.args)}"
        self.args.append((name, type))
        self.values.setdefault(type, []).append(name)
        return name

    def pick(self, type: str) -> str:
        """A value of `type`: an earlier one, else a new argument."""
        values = self.values.get(type)
        return self.rng.choice(values) if values else self.arg(type)

    def index(self) -> str:
        return self.pick("index")

    def resource(self, lifetime: str | None = None) -> tuple[str, str, str]:
        """A resource value of `lifetime` (random when None, never staging),
        its type and its size."""
        type = resource_type(lifetime or self.rng.choice(LIFETIMES))
        value = self.pick(type)
        if value not in self.sizes:
            self.sizes[value] = self.index()
        return value, type, self.sizes[value]

    def emit(self, line: str) -> None:
        self.lines.append("  " + line)

    # --- optional parts -------------------------------------------------

    def maybe(self, probability: float = 0.5) -> bool:
        return self.rng.random() < probability

    def optional(self, text: str, probability: float = 0.5) -> str:
        """`text` or nothing."""
        return text if self.maybe(probability) else ""

    def on(self, probability: float = 0.3) -> str:
        """An optional `on(affinity) `."""
        return self.optional(f"on({self.rng.choice(AFFINITIES)}) ", probability)

    def await_(self, arrow: bool = True) -> str:
        """An optional `await(%tp) `, with `=> ` when `arrow`."""
        tp = self.pick(TIMEPOINT)
        return self.optional(f"await({tp}) {'=> ' if arrow else ''}")

    def attrs(self, keyword: bool = True) -> str:
        """An optional discardable attribute dictionary."""
        if not self.maybe(0.2):
            return ""
        entry = f"{{gen.tag = {self.rng.randrange(100)} : i32}}"
        return f" attributes {entry}" if keyword else f" {entry}"
