"""A small Chrome DevTools Protocol client on the standard library: a
WebSocket (RFC 6455) client of just what CDP needs, and a headless Chromium
it starts and stops. Used by scripts/browser-test.py and scripts/browser-bench.py."""
import base64
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request


class WebSocket:
    def __init__(self, url):
        assert url.startswith("ws://")
        host_port, _, path = url[5:].partition("/")
        host, _, port = host_port.partition(":")
        self.sock = socket.create_connection((host, int(port or 80)), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("websocket handshake: connection closed")
            response += chunk
        head, _, self.buffer = response.partition(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError("websocket handshake refused: " + head.decode(errors="replace"))

    def send(self, text):
        data = text.encode()
        header = bytearray([0x81])
        n = len(data)
        if n < 126:
            header.append(0x80 | n)
        elif n < 65536:
            header.append(0x80 | 126)
            header += n.to_bytes(2, "big")
        else:
            header.append(0x80 | 127)
            header += n.to_bytes(8, "big")
        mask = os.urandom(4)
        header += mask
        self.sock.sendall(bytes(header) + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise ConnectionError("websocket closed")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def receive(self):
        message = b""
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = int.from_bytes(self._read(2), "big")
            elif n == 127:
                n = int.from_bytes(self._read(8), "big")
            payload = self._read(n)
            opcode = b0 & 0x0F
            if opcode == 8:
                raise ConnectionError("websocket closed by the browser")
            if opcode in (0, 1, 2):
                message += payload
                if b0 & 0x80:
                    return message.decode()


def free_port():
    """A TCP port the system has just given out and nothing holds now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """Headless Chromium with one page, driven over CDP."""

    def __init__(self, width=1280, height=900):
        exe = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if not exe:
            raise SystemExit("browser: chromium is not installed (apt-get install -y --no-install-recommends chromium)")
        self.profile = tempfile.mkdtemp(prefix="tactile-chromium-")
        # A port nothing listens on (other test runs may share the machine);
        # TACTILE_CDP_PORT fixes it instead.
        port = int(os.environ.get("TACTILE_CDP_PORT") or 0) or free_port()
        self.process = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--remote-debugging-port={port}",
             "--remote-allow-origins=*", f"--user-data-dir={self.profile}", f"--window-size={width},{height}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        url = None
        for _ in range(300):
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json", timeout=2))
                pages = [t for t in targets if t.get("type") == "page"]
                if pages:
                    url = pages[0]["webSocketDebuggerUrl"]
                    break
            except OSError:
                pass
            time.sleep(0.1)
        if not url:
            self.close()
            raise SystemExit("browser: chromium did not open its DevTools port")
        self.ws = WebSocket(url)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.receive())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"evaluate {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.1)
        raise RuntimeError(f"timed out waiting for {expression}")

    def open_playground(self, page):
        """Opens a playground page with touch events on and waits until its engine is ready."""
        self.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        self.call("Page.enable")
        self.call("Page.navigate", url="file://" + os.path.abspath(page))
        self.wait_for("window.tactilePlayground && window.tactilePlayground.ready", timeout=120)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.process.terminate()
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


class Checks:
    """A test's checks: each printed as ok or FAIL; the failed ones kept in `failures`."""

    def __init__(self):
        self.failures = []

    def __call__(self, condition, message):
        print(("ok    " if condition else "FAIL  ") + message)
        if not condition:
            self.failures.append(message)


class PageClock:
    """The playground page's clock, driven by the test (tactilePlayground.setTime):
    on a loaded machine a DevTools round trip outlasts a tap. The touches are real."""

    def __init__(self, browser, start=1.0):
        self.browser = browser
        self.t = start

    def advance(self, seconds):
        self.t += seconds
        self.browser.evaluate(f"tactilePlayground.setTime({self.t:.6f})")

    def touch(self, kind, points, after=0.016):
        """A touch event `after` seconds of page time after the last."""
        self.advance(after)
        self.browser.call("Input.dispatchTouchEvent", type=kind, touchPoints=points)

    def settle(self, seconds, wait=0.4):
        """Page time passes; the page's idle ticks fire due timers (a long press) while we wait."""
        self.advance(seconds)
        time.sleep(wait)
