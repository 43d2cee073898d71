#!/usr/bin/env python3
"""Writes the importers' test captures (made up here, in each tool's documented format; no
capture from elsewhere). Each is a flick: the first finger presses, speeds up for 50 ms, then
moves at a constant velocity (VELOCITY below, in points per second once mapped) until it lifts
one report after its last move. Report times have jitter, as real devices do, and positions
follow the true times, so only the device's own timestamps give the velocity back. A second
finger touches down and lifts during the flick; it must not drive the pointer.

Run from this folder: python3 make-fixtures.py
"""
import json
import random

random.seed(31)


def flick(rate_hz, start, velocity, frames, jitter_us):
    """(time µs, x, y) samples in units: 5 frames of speeding up, then constant velocity."""
    step = 1_000_000 / rate_hz
    samples, t = [], 0.0
    ramp = 5 * step / 1e6
    for i in range(frames):
        t_true = i * step + (random.uniform(-jitter_us, jitter_us) if i else 0)
        s = t_true / 1e6
        # Distance along the flick: quadratic speed-up over the ramp, then linear.
        d = s * s / (2 * ramp) if s < ramp else ramp / 2 + (s - ramp)
        samples.append((round(t_true), start[0] + velocity[0] * d, start[1] + velocity[1] * d))
    return samples, step


# getevent: a phone, 1080 × 2400 pixels on a 360 × 800 pt screen, touch at 120 Hz.
GETEVENT_VELOCITY = (0, -2400)          # points per second
G_SCALE = 3                              # units per point (1080 / 360)
def getevent():
    base_s = 5123.0
    samples, step = flick(120, (540, 2000), (GETEVENT_VELOCITY[0] * G_SCALE, GETEVENT_VELOCITY[1] * G_SCALE), 24, 2000)
    out = []
    out.append("add device 1: /dev/input/event0")
    out.append('  name:     "gpio-keys"')
    out.append("  events:")
    out.append("    KEY (0001): KEY_VOLUMEDOWN        KEY_VOLUMEUP          KEY_POWER")
    out.append("  input props:")
    out.append("    <none>")
    out.append("add device 2: /dev/input/event3")
    out.append('  name:     "made-up-touchscreen"')
    out.append("  events:")
    out.append("    KEY (0001): BTN_TOUCH            ")
    out.append("    ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0")
    out.append("                ABS_MT_TOUCH_MAJOR    : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0")
    out.append("                ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0")
    out.append("                ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0")
    out.append("                ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0")
    out.append("                ABS_MT_PRESSURE       : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0")
    out.append("  input props:")
    out.append("    INPUT_PROP_DIRECT")

    def line(t_us, dev, typ, code, value):
        s, us = divmod(int(base_s * 1e6) + t_us, 1_000_000)
        if isinstance(value, int):
            value = "%08x" % (value & 0xffffffff)
        return "[%8d.%06d] %s: %-12s %-20s %-20s" % (s, us, dev, typ, code, value)

    ts = "/dev/input/event3"
    keys = "/dev/input/event0"
    out.append(line(-200_000, keys, "EV_KEY", "KEY_VOLUMEDOWN", "DOWN"))
    out.append(line(-200_000, keys, "EV_SYN", "SYN_REPORT", 0))
    last = None
    for i, (t, x, y) in enumerate(samples):
        ux, uy = round(x), round(y)
        if i == 0:
            out.append(line(t, ts, "EV_ABS", "ABS_MT_TRACKING_ID", 412))
            out.append(line(t, ts, "EV_KEY", "BTN_TOUCH", "DOWN"))
            out.append(line(t, ts, "EV_ABS", "ABS_MT_POSITION_X", ux))
            out.append(line(t, ts, "EV_ABS", "ABS_MT_POSITION_Y", uy))
            out.append(line(t, ts, "EV_ABS", "ABS_MT_PRESSURE", 40))
        else:
            if i == 6:   # a second finger: slot 1
                out.append(line(t, ts, "EV_ABS", "ABS_MT_SLOT", 1))
                out.append(line(t, ts, "EV_ABS", "ABS_MT_TRACKING_ID", 413))
                out.append(line(t, ts, "EV_ABS", "ABS_MT_POSITION_X", 200))
                out.append(line(t, ts, "EV_ABS", "ABS_MT_POSITION_Y", 600))
                out.append(line(t, ts, "EV_ABS", "ABS_MT_SLOT", 0))
            if i == 8:
                out.append(line(t, ts, "EV_ABS", "ABS_MT_SLOT", 1))
                out.append(line(t, ts, "EV_ABS", "ABS_MT_POSITION_Y", 520))
                out.append(line(t, ts, "EV_ABS", "ABS_MT_SLOT", 0))
            if i == 10:
                out.append(line(t, ts, "EV_ABS", "ABS_MT_SLOT", 1))
                out.append(line(t, ts, "EV_ABS", "ABS_MT_TRACKING_ID", -1))
                out.append(line(t, ts, "EV_ABS", "ABS_MT_SLOT", 0))
            if ux != last[0]:
                out.append(line(t, ts, "EV_ABS", "ABS_MT_POSITION_X", ux))
            if uy != last[1]:
                out.append(line(t, ts, "EV_ABS", "ABS_MT_POSITION_Y", uy))
            out.append(line(t, ts, "EV_ABS", "ABS_MT_PRESSURE", 40 + i % 3))
        out.append(line(t, ts, "EV_SYN", "SYN_REPORT", 0))
        last = (ux, uy)
    t_up = samples[-1][0] + round(step)
    out.append(line(t_up, ts, "EV_ABS", "ABS_MT_TRACKING_ID", -1))
    out.append(line(t_up, ts, "EV_KEY", "BTN_TOUCH", "UP"))
    out.append(line(t_up, ts, "EV_SYN", "SYN_REPORT", 0))
    with open("getevent-flick.txt", "w") as f:
        f.write("\n".join(out) + "\n")


# libinput record: a 4096 × 4096-unit touch screen shown on 1280 × 800 pt, touch at 90 Hz,
# with a keyboard recorded first (ndevices: 2).
LIBINPUT_VELOCITY = (300, -1600)        # points per second
def libinput():
    sx, sy = 4096 / 1280, 4096 / 800     # units per point
    samples, step = flick(90, (2000, 3600), (LIBINPUT_VELOCITY[0] * sx, LIBINPUT_VELOCITY[1] * sy), 20, 2000)
    start_us = 500_000
    o = []
    o += ["# libinput record", "version: 1", "ndevices: 2", "libinput:", '  version: "1.22.1"', '  git: "unknown"',
          "system:", '  os: "made-up:1"', '  kernel: "6.1.0"', '  dmi: "dmi:made-up"', "devices:"]
    o += ["- node: /dev/input/event2", "  evdev:", "    # Name: Made-up Keyboard", '    name: "Made-up Keyboard"',
          "    id: [3, 1, 2, 3]", "    codes:", "      0: [0, 1, 4] # EV_SYN", "      1: [1, 2, 3] # EV_KEY",
          "    properties: []", "  hid: [", "    0x05, 0x01, 0x09, 0x06", "  ]", "  udev:", "    properties:",
          "    - ID_INPUT=1", "    - ID_INPUT_KEYBOARD=1", "  quirks:", "  events:",
          "  - evdev:",
          "    - [  0,      0,   1,  30,       1] # EV_KEY / KEY_A                   1",
          "    - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms",
          "  - hid:",
          "      time: [  0,   1200]",
          "      hidraw0: [",
          "        0x01, 0x02",
          "      ]"]
    o += ["- node: /dev/input/event5", "  evdev:", "    # Name: Made-up Touchscreen", "    # Size in mm: unknown, missing resolution",
          '    name: "Made-up Touchscreen"', "    id: [24, 1, 2, 3]", "    codes:", "      0: [0, 1, 2, 3] # EV_SYN",
          "      1: [330] # EV_KEY", "      3: [0, 1, 47, 53, 54, 57] # EV_ABS", "    absinfo:",
          "      0: [0, 4095, 0, 0, 0]", "      1: [0, 4095, 0, 0, 0]", "      47: [0, 9, 0, 0, 0]",
          "      53: [0, 4095, 0, 0, 0]", "      54: [0, 4095, 0, 0, 0]", "      57: [0, 65535, 0, 0, 0]",
          "    properties: [1]", "  udev:", "    properties:", "    - ID_INPUT=1", "    - ID_INPUT_TOUCHSCREEN=1",
          "  events:"]

    def ev(t, typ, code, value, name):
        s, us = divmod(start_us + t, 1_000_000)
        return "    - [%3d, %6d, %3d, %3d, %7d] # %s" % (s, us, typ, code, value, name)

    last = None
    for i, (t, x, y) in enumerate(samples):
        ux, uy = round(x), round(y)
        o.append("  - evdev:")
        if i == 0:
            o.append(ev(t, 3, 57, 77, "EV_ABS / ABS_MT_TRACKING_ID        77"))
            o.append(ev(t, 3, 53, ux, "EV_ABS / ABS_MT_POSITION_X"))
            o.append(ev(t, 3, 54, uy, "EV_ABS / ABS_MT_POSITION_Y"))
            o.append(ev(t, 1, 330, 1, "EV_KEY / BTN_TOUCH                 1"))
            o.append(ev(t, 3, 0, ux, "EV_ABS / ABS_X"))
            o.append(ev(t, 3, 1, uy, "EV_ABS / ABS_Y"))
        else:
            if i == 4:
                o.append(ev(t, 3, 47, 1, "EV_ABS / ABS_MT_SLOT                1"))
                o.append(ev(t, 3, 57, 78, "EV_ABS / ABS_MT_TRACKING_ID        78"))
                o.append(ev(t, 3, 53, 300, "EV_ABS / ABS_MT_POSITION_X"))
                o.append(ev(t, 3, 54, 300, "EV_ABS / ABS_MT_POSITION_Y"))
                o.append(ev(t, 3, 47, 0, "EV_ABS / ABS_MT_SLOT                0"))
            if i == 7:
                o.append(ev(t, 3, 47, 1, "EV_ABS / ABS_MT_SLOT                1"))
                o.append(ev(t, 3, 57, -1, "EV_ABS / ABS_MT_TRACKING_ID        -1"))
                o.append(ev(t, 3, 47, 0, "EV_ABS / ABS_MT_SLOT                0"))
            if ux != last[0]:
                o.append(ev(t, 3, 53, ux, "EV_ABS / ABS_MT_POSITION_X"))
            if uy != last[1]:
                o.append(ev(t, 3, 54, uy, "EV_ABS / ABS_MT_POSITION_Y"))
            o.append(ev(t, 3, 0, ux, "EV_ABS / ABS_X"))
            o.append(ev(t, 3, 1, uy, "EV_ABS / ABS_Y"))
        o.append(ev(t, 0, 0, 0, "------------ SYN_REPORT (0) ---------- +11ms"))
        last = (ux, uy)
    t_up = samples[-1][0] + round(step)
    o.append("  - evdev:")
    o.append(ev(t_up, 3, 57, -1, "EV_ABS / ABS_MT_TRACKING_ID        -1"))
    o.append(ev(t_up, 1, 330, 0, "EV_KEY / BTN_TOUCH                 0"))
    o.append(ev(t_up, 0, 0, 0, "------------ SYN_REPORT (0) ---------- +11ms"))
    o.append("                                     # Touch device in neutral state")
    with open("libinput-flick.yml", "w") as f:
        f.write("\n".join(o) + "\n")


# PointerEvents: a page logging every coalesced sample of a 240 Hz touch screen, in CSS pixels.
POINTER_VELOCITY = (-500, -1800)        # CSS pixels (points) per second
def pointer():
    samples, step = flick(240, (300.25, 700.5), POINTER_VELOCITY, 36, 700)
    t0 = 18233.4
    lines = [{"type": "pointerover", "timeStamp": t0 - 40, "clientX": 300, "clientY": 700, "pointerType": "touch", "pointerId": 9},
             {"type": "pointerenter", "timeStamp": t0 - 40, "clientX": 300, "clientY": 700, "pointerType": "touch", "pointerId": 9}]
    for i, (t, x, y) in enumerate(samples):
        ms = round(t0 + t / 1000, 3)
        e = {"type": "pointerdown" if i == 0 else "pointermove", "timeStamp": ms, "clientX": round(x, 3), "clientY": round(y, 3),
             "pointerType": "touch", "pointerId": 9, "isPrimary": True, "buttons": 1}
        lines.append(e)
        if i == 0:
            lines.append({"type": "gotpointercapture", "timeStamp": ms, "pointerType": "touch", "pointerId": 9})
        if i == 10:
            lines.append({"type": "pointerdown", "timeStamp": ms, "clientX": 80, "clientY": 90, "pointerType": "touch", "pointerId": 10, "isPrimary": False})
        if i == 14:
            lines.append({"type": "pointerup", "timeStamp": ms, "clientX": 80, "clientY": 90, "pointerType": "touch", "pointerId": 10, "isPrimary": False})
    last = samples[-1]
    up_ms = round(t0 + (last[0] + step) / 1000, 3)
    lines.append({"type": "pointerup", "timeStamp": up_ms, "clientX": round(last[1], 3), "clientY": round(last[2], 3),
                  "pointerType": "touch", "pointerId": 9, "isPrimary": True, "buttons": 0})
    with open("pointer-flick.jsonl", "w") as f:
        for e in lines:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")


getevent()
libinput()
pointer()
