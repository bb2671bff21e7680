"""Information-set Monte Carlo tree search from the root: a level's search
where a world would otherwise be played out by the habits alone (``levels``:
tried as the expert, measured no stronger than the strong level, so no level
grows one for now; ``tools/arena.py --a-tree`` measures it).

The determinized search (``search.evaluate``) tries each action in each world
and lets the habits play on: every later move is the habits', so a line that
needs a good second move is valued as the habits would play it.  Here one tree
is grown over all the worlds instead: each iteration takes one of the worlds
drawn from the observation, walks down the tree choosing by UCB among the
actions legal in that world (counting how often each was available, so that a
card a seat holds in few worlds is not over-trusted), adds one node and plays
on with the habits (and the game's own compact playout or exact solver where
the determinized search would use them).  A node is reached by the public
action sequence from the root, so it stands for everything the root seat
knows there; seats on the root seat's side choose to raise its value, the
others to lower it.  The counts (worlds, iterations) decide, so a decision is
a pure function of the observation and the seed.
"""

from __future__ import annotations

import copy
import math
import random
from bisect import bisect_left

from .search import _Clock, collect, playout, representatives, world_rng

#: the habits' choice at a node is credited this many standard deviations of the
#: values seen, divided by its visits
HABIT_BIAS = 2.0
#: the share of the walks spread evenly over the root's actions
ROOT_SHARE = 0.3
#: the walks a node below the root needs before the tree chooses there (before, the
#: habits play on from it: a choice made on a handful of walks is worse than theirs)
EXPAND_AFTER = 24
#: walks between two looks at the cancel flag and the CPU safety net
CHECK_EVERY = 16


class Node:
    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self):
        self.children = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


class TreeBudget:
    """The counts of a tree search: ``worlds`` drawn once, ``iterations`` walks
    shared by ``trees`` trees whose root counts are summed (one tree a core;
    each walks at least ``least`` times before the safety net ``seconds`` may stop it), and the
    exploration constant ``explore`` in standard deviations of the values seen.  With
    ``replies`` every seat's moves are the tree's to choose; without, only the
    root seat's, the others playing their habits' choice in each world."""

    def __init__(self, worlds=48, iterations=1600, explore=1.0, seconds=None, least=64, trees=2, replies=True):
        self.trees = trees
        self.replies = replies
        self.worlds = worlds
        self.iterations = iterations
        self.explore = explore
        self.seconds = seconds
        self.least = least

    def replaced(self, **changes):
        out = copy.copy(self)
        vars(out).update(changes)
        return out

    def grow(self, *args, **kwargs):
        """``tree_search`` on these counts (the searching player holds the budget,
        not this module)."""
        return tree_search(*args, **kwargs)

    def walks(self, *args, **kwargs):
        """The :class:`Walks` of a decision on these counts."""
        return Walks(*args, **kwargs)

    def __repr__(self):
        return (f"TreeBudget(worlds={self.worlds}, iterations={self.iterations}, explore={self.explore}, "
                f"seconds={self.seconds})")


def draw_worlds(sample, weight, base, count, tries=3):
    """Up to ``count`` worlds with their weights, each from its own stream."""
    worlds = []
    weights = []
    for index in range(count * tries):
        if len(worlds) >= count:
            break
        world = sample(world_rng(base, index))
        if world is None:
            continue
        w = weight(world) if weight is not None else 1.0
        if w > 0:
            worlds.append(world)
            weights.append(w)
    return worlds, weights


def _pick(cumulative, rng):
    """The index of a world drawn in proportion to its weight (``cumulative``: the running sums)."""
    return min(bisect_left(cumulative, rng.random() * cumulative[-1]), len(cumulative) - 1)


def _select(node, legal, sign, scale, habit):
    best = None
    best_score = -math.inf
    for a in legal:
        child = node.children[a]
        score = sign * child.total / child.visits + scale * math.sqrt(math.log(child.avail) / child.visits)
        if a == habit:
            score += HABIT_BIAS * scale / child.visits
        if score > best_score:
            best, best_score = a, score
    return best


def walk(root, world, reps, ally, descend, rng, scale, habit_of, floor=0, follow=None):
    """One walk down from the root in a copy of ``world``: the deal where the
    playout takes over and the nodes passed (the root first).  Below the root a
    seat's habitual choice is tried first and keeps a bias that fades with its
    visits: until a node has been walked often its seat plays much as the
    habits would (a reply chosen among few samples is noise, not an answer).
    A node below the root is asked only once ``EXPAND_AFTER`` walks have passed it.
    Each of the root's actions is walked ``floor`` times before UCB picks among
    them: one that drew badly at first is not starved for good.  With ``follow``,
    only the seats it accepts are asked; the others play their habits' choice
    in the world walked (the tree then branches on those seats' moves alone)."""
    deal = world.clone()
    node = root
    path = [root]
    legal = reps
    habit = None
    while True:
        for a in legal:
            child = node.children.get(a)
            if child is not None:
                child.avail += 1
        fresh = [a for a in legal if a not in node.children]
        if habit is not None and follow is not None and not follow(deal.current_player):
            # a seat that plays by its habits here: its choice in this world is an edge, not a question
            a = habit
            child = node.children.get(a)
            if child is None:
                child = node.children[a] = Node()
                child.avail = 1
            fresh = []
        elif fresh:
            a = habit if habit in fresh else fresh[rng.randrange(len(fresh))]
            child = node.children[a] = Node()
            child.avail = 1
        elif node is root and floor:
            a = min(legal, key=lambda r: node.children[r].visits)
            if node.children[a].visits >= floor:
                a = _select(node, legal, 1, scale, None)
            child = node.children[a]
        else:
            a = _select(node, legal, 1 if ally(deal.current_player) else -1, scale, habit)
            child = node.children[a]
        deal.apply(a)
        path.append(child)
        node = child
        if deal.current_player is None or not descend(deal):
            return deal, path
        legal = deal.legal_actions()
        if fresh and len(legal) > 1:
            return deal, path  # one new node a walk; a forced move is passed through
        habit = None
        if len(legal) > 1:
            if (follow is None or follow(deal.current_player)) and node.visits < EXPAND_AFTER:
                return deal, path  # too few walks here to choose better than the habits do
            habit = habit_of(deal, legal)


class Walks:
    """What the walks of one decision share: the worlds, the habits and the counts."""

    def __init__(self, reps, sample, value, make_policies, stop, descend, ally, budget, base, cancel=None,
                 weight=None):
        self.reps = reps
        self.value = value
        self.make_policies = make_policies
        self.stop = stop
        self.descend = descend
        self.ally = ally
        self.budget = budget
        self.cancel = cancel
        self.base = base
        self.worlds, weights = draw_worlds(sample, weight, base, budget.worlds)
        self.cumulative = []
        acc = 0.0
        for w in weights:
            acc += w
            self.cumulative.append(acc)
        self.habits = make_policies(random.Random(0))
        # without ``replies`` the tree asks the root seat alone; the others keep to their habits
        root_seat = self.worlds[0].current_player if self.worlds else None
        self.follow = None if budget.replies else (lambda seat: seat == root_seat)
        self.still = random.Random(0)  # the normal habits draw nothing; a fixed stream all the same

    def habit_of(self, deal, legal):
        seat = deal.current_player
        reader = getattr(self.habits[seat], "choose_in", None)
        if reader is not None:
            return reader(deal, seat, legal, self.still)
        return self.habits[seat].choose(deal.observation(seat), self.still)

    def grow(self, index, iterations, clock):
        """``[(total, visits)]`` per root action of tree ``index`` after ``iterations`` walks."""
        budget = self.budget
        walker = world_rng(self.base ^ 0x9E3779B97F4A7C15, index)
        root = Node()
        floor = int(iterations * ROOT_SHARE / len(self.reps))
        n, mean, m2 = 0, 0.0, 0.0  # the values' running mean and spread (Welford)
        for it in range(iterations):
            if it >= budget.least and it % CHECK_EVERY == 0 and (
                    (self.cancel is not None and self.cancel.is_set()) or clock.over()):
                break
            world = self.worlds[_pick(self.cumulative, walker)]
            scale = budget.explore * math.sqrt(m2 / n) if n > 1 and m2 > 0 else 1.0
            deal, path = walk(root, world, self.reps, self.ally, self.descend, walker, scale, self.habit_of, floor,
                              self.follow)
            if deal.current_player is not None and not self.stop(deal):
                prng = random.Random(walker.getrandbits(32))
                playout(deal, self.make_policies(prng), prng, stop=self.stop)
            v = self.value(deal)
            n += 1
            delta = v - mean
            mean += delta / n
            m2 += delta * (v - mean)
            for node in path:
                node.visits += 1
                node.total += v
        out = []
        for r in self.reps:
            child = root.children.get(r)
            out.append((child.total, child.visits) if child is not None else (0.0, 0))
        return out

    def records(self, indices):
        """``[(index, 1, [(total, visits) per root action])]`` of the trees ``indices``
        (each grows its share of the iterations from its own stream: any of them may be
        grown in another process with the same result)."""
        if not self.worlds:
            return []
        clock = _Clock(self.budget.seconds)
        share = max(1, self.budget.iterations // self.budget.trees)
        return [(i, 1.0, self.grow(i, share, clock)) for i in indices]


def merge_trees(records, reps, rep_of, legal):
    """``{action: (mean value, visits)}`` summed over the trees' root actions."""
    out = {}
    for a in legal:
        j = reps.index(rep_of[a])
        total = sum(vals[j][0] for _, _, vals in records)
        visits = sum(vals[j][1] for _, _, vals in records)
        out[a] = (total / visits, visits) if visits else (-math.inf, 0)
    return out


def tree_search(legal, sample, value, make_policies, stop, descend, ally, budget, rng, cancel=None, groups=None,
                weight=None, share=None):
    """``{action: (mean value for the root seat, visits)}`` over ``budget.trees``
    trees grown over worlds drawn by ``sample`` (weighed by ``weight``).

    ``descend(deal)`` says whether the tree goes on below ``deal`` (else the
    habits play on from there, to where ``stop`` hands over to ``value``);
    ``ally(seat)`` whether a seat shares the root seat's aim.  ``share``, as for
    ``search.evaluate``, grows some of the trees on another core."""
    reps, rep_of = representatives(legal, groups)
    base = rng.getrandbits(64)
    walks = Walks(reps, sample, value, make_policies, stop, descend, ally, budget, base, cancel, weight)
    indices = list(range(budget.trees))
    if share is None:
        records = walks.records(indices)
    else:
        kept, finish = share(base, indices, reps)
        records = walks.records(kept)
        if finish is not None:
            records += collect(finish, [i for i in indices if i not in set(kept)], walks.records, cancel)
    if not records:
        return {}
    return merge_trees(sorted(records, key=lambda rec: rec[0]), reps, rep_of, legal)


__all__ = ["Node", "TreeBudget", "Walks", "draw_worlds", "merge_trees", "tree_search", "walk"]
